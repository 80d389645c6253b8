import { useState, type FormEvent } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { FormSection } from '#client/components/ui/form-section.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { SaveBar } from '#client/components/ui/save-bar.tsx';
import { ImagePicker } from '#client/components/upload/image-picker.tsx';
import { checkEventDraft, draftFromEvent, eventLimits, isDraftDirty, type EventDraft, type EventFieldErrors } from '../event-draft.ts';
import { useEventAdmin } from '../hooks/use-event-admin.ts';
import { EventBasicsFields } from './event-basics-fields.tsx';
import { ThemePicker } from './theme-picker.tsx';

/** The details tab: everything on the event page, saved together with one button. */
export function EventDetailsForm({ event }: { event: HallwayEvent }) {
  const { update } = useEventAdmin();
  const [saved, setSaved] = useState<EventDraft>(() => draftFromEvent(event));
  const [draft, setDraft] = useState<EventDraft>(saved);
  const [shown, setShown] = useState(event);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const dirty = isDraftDirty(draft, saved);
  // A newer event from elsewhere (another organizer, a refresh) replaces an untouched form.
  if (event !== shown && !dirty) {
    const next = draftFromEvent(event);
    setShown(event);
    setSaved(next);
    setDraft(next);
  }
  const change = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const checked = checkEventDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need another look.');
      return;
    }
    setErrors({});
    setFormError(null);
    update.mutate(
      { id: event.id, details: checked.details },
      {
        onSuccess: (next) => {
          const nextDraft = draftFromEvent(next);
          setShown(next);
          setSaved(nextDraft);
          setDraft(nextDraft);
          showAlert({ kind: 'success', title: 'Event details saved' });
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Event details" onSubmit={onSubmit} className="space-y-6">
      <FormSection id="details-basics" title="The basics">
        <EventBasicsFields draft={draft} errors={errors} onChange={change} />
      </FormSection>
      <FormSection id="details-page" title="The event page" description="What people see before they join, and on the event's home.">
        <div className="space-y-5">
          <ImagePicker
            what="event picture"
            purpose="event-picture"
            shape="wide"
            src={draft.pictureSrc}
            hint="A wide banner, 2:1 works best (for example 1600 × 800). JPEG, PNG, WebP or GIF up to 8 MB."
            onUploaded={(upload) => change({ pictureSrc: upload.src })}
            onRemove={() => change({ pictureSrc: null })}
            onBusyChange={setUploading}
          />
          <TextAreaField
            label="Description"
            name="description"
            value={draft.description}
            maxLength={eventLimits.description}
            rows={6}
            hint="What it is about, who it is for, what to bring. Line breaks are kept."
            onChange={(formEvent) => change({ description: formEvent.target.value })}
            errors={errors.description}
          />
          <TextField
            label="Address"
            name="address"
            value={draft.address}
            onChange={(formEvent) => change({ address: formEvent.target.value })}
            autoComplete="street-address"
            placeholder="235 Queens Quay W, Toronto, ON M5J 2G8"
            errors={errors.address}
          />
        </div>
      </FormSection>
      <FormSection id="details-theme" title="Colours" description="The event's colours in the app.">
        <ThemePicker
          primary={draft.themePrimary}
          gray={draft.themeGray}
          onChange={(theme) => change({ themePrimary: theme.primary ?? draft.themePrimary, themeGray: theme.gray ?? draft.themeGray })}
        />
      </FormSection>
      <SaveBar
        status={update.isPending ? 'Saving…' : uploading ? 'Uploading the picture…' : dirty ? 'You have unsaved changes.' : 'All changes saved.'}
        formError={formError}
        canSave={!update.isPending && !uploading && dirty}
        busy={update.isPending}
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
