import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import { meetingSlotLengths } from '#shared/rules/meeting-slots.ts';
import { FormSection } from '#client/components/ui/form-section.tsx';
import { SaveBar } from '#client/components/ui/save-bar.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import {
  checkMeetingDraft,
  draftFromSettings,
  fieldErrorsFromServer,
  isMeetingDraftDirty,
  type MeetingDraft,
  type MeetingFieldErrors,
} from '../meeting-draft.ts';
import { forgetUnsavedMeetingDraft, rememberUnsavedMeetingDraft, unsavedMeetingDraft } from '../meeting-draft-memory.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { MeetingPlaceFields } from './meeting-place-fields.tsx';
import { MeetingRulesFields } from './meeting-rules-fields.tsx';
import { MeetingWindowsFields } from './meeting-windows-fields.tsx';

interface MeetingSettingsFormProps {
  eventId: string;
  settings: MeetingSettings;
  timeZone: string;
  eventDates: { first: string; last: string };
  /** Sends the settings; resolves with what the server kept, rejects with its refusal. */
  onSave: (settings: MeetingSettings) => Promise<MeetingSettings>;
}

const slotChoices = meetingSlotLengths.map((minutes) => ({ value: minutes, name: `${minutes} min` }));

/**
 * Windows, slot length, places and rules, saved together. What was typed stays until it is saved
 * or discarded: through a refused or failed save (offline), and when the organizer opens another
 * tab and comes back (meeting-draft-memory.ts).
 */
export function MeetingSettingsForm({ eventId, settings, timeZone, eventDates, onSave }: MeetingSettingsFormProps) {
  const [shown, setShown] = useState(settings);
  const [saved, setSaved] = useState<MeetingDraft>(() => draftFromSettings(settings));
  const [draft, setDraft] = useState<MeetingDraft>(() => unsavedMeetingDraft(eventId) ?? saved);
  const [errors, setErrors] = useState<MeetingFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const online = useOnlineStatus();
  const dirty = isMeetingDraftDirty(draft, saved);

  // Newer settings from elsewhere (another organizer, a refetch) replace an untouched form only.
  if (settings !== shown) {
    setShown(settings);
    if (!dirty) {
      const next = draftFromSettings(settings);
      setSaved(next);
      setDraft(next);
    } else setSaved(draftFromSettings(settings));
  }

  useEffect(() => {
    if (dirty) rememberUnsavedMeetingDraft(eventId, draft);
    else forgetUnsavedMeetingDraft(eventId);
  }, [eventId, draft, dirty]);

  // After a refused check or save, the first field with a problem takes the focus.
  useEffect(() => {
    if (focusTick > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (patch: Partial<MeetingDraft>) => {
    setJustSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (saving) return;
    const checked = checkMeetingDraft(draft, eventDates);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need another look.');
      setFocusTick((tick) => tick + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const kept = await onSave(checked.settings);
      const next = draftFromSettings(kept);
      setShown(kept);
      setSaved(next);
      setDraft(next);
      setJustSaved(true);
    } catch (error) {
      const fields = fieldErrorsFromServer(readClientError(error).fieldPaths);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? `Some fields need another look. ${errorText(error)}` : errorText(error));
      setFocusTick((tick) => tick + 1);
    } finally {
      setSaving(false);
    }
  };

  const status = saving ? 'Saving…' : dirty ? 'You have unsaved changes.' : justSaved ? 'Saved.' : 'All changes saved.';
  return (
    <form ref={form} noValidate aria-label="Meeting settings" onSubmit={(formEvent) => void onSubmit(formEvent)} className="flex flex-col gap-6">
      {!online ? (
        <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
          You&apos;re offline. What you type stays here; save once you&apos;re back online.
        </p>
      ) : null}
      <FormSection id="meeting-windows-title" title="Meeting windows">
        <MeetingWindowsFields windows={draft.windows} errors={errors} eventDates={eventDates} timeZone={timeZone} onChange={(windows) => change({ windows })} />
      </FormSection>
      <FormSection id="meeting-slots-title" title="Slot length" description="Every meeting lasts this long; the windows are cut into slots of it.">
        <ChoiceCards legend="Minutes per meeting" name="slotMinutes" choices={slotChoices} value={draft.slotMinutes} onChange={(slotMinutes) => change({ slotMinutes })} errors={errors.slotMinutes} />
      </FormSection>
      <FormSection id="meeting-place-title" title="Places">
        <MeetingPlaceFields draft={draft} errors={errors} onChange={change} />
      </FormSection>
      <FormSection id="meeting-rules-title" title="Limits and rules">
        <MeetingRulesFields draft={draft} errors={errors} onChange={change} />
      </FormSection>
      <SaveBar
        status={status}
        formError={formError}
        canSave={!saving && dirty}
        busy={saving}
        onDiscard={
          dirty
            ? () => {
                setDraft(saved);
                setErrors({});
                setFormError(null);
              }
            : undefined
        }
      />
    </form>
  );
}
