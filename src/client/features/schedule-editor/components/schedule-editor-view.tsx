import { useMemo, useState } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Clash, ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { zonedDayKey } from '#shared/rules/schedule-days.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { PanelCard } from '#client/components/ui/panel-card.tsx';
import { FileIcon, PlusIcon } from '#client/components/ui/admin-icons.tsx';
import { clashesOf, clashNote, clashNotesBySession } from '../clash-notes.ts';
import { useScheduleMutations } from '../hooks/use-schedule-mutations.ts';
import { ClashSummary } from './clash-summary.tsx';
import { ProgramImportFlow } from './program-import-flow.tsx';
import { RemoveSessionDialog } from './remove-session-dialog.tsx';
import { SavedClashNotice, type SavedClashes } from './saved-clash-notice.tsx';
import { SessionDialog, type SessionTarget } from './session-dialog.tsx';
import { SessionList } from './session-list.tsx';
import { SyncNote } from './sync-note.tsx';

const distinct = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** The editor once its data is here: summary, actions, the import, the list by day, and the dialogs. */
export function ScheduleEditorView({ event, editor }: { event: HallwayEvent; editor: ScheduleEditor }) {
  const { importPreview, importCommit } = useScheduleMutations();
  const [target, setTarget] = useState<SessionTarget | null>(null);
  const [removing, setRemoving] = useState<Session | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [savedClashes, setSavedClashes] = useState<SavedClashes | null>(null);
  const timeZone = event.timeZone;
  const firstDay = zonedDayKey(event.startsAt, timeZone);
  const { sessions, clashes, speakerChoices } = editor;
  const notes = useMemo(() => clashNotesBySession(clashes, sessions), [clashes, sessions]);
  const titles = useMemo(() => new Map(sessions.map((session) => [session.id, session.title])), [sessions]);
  const context = useMemo(
    () => ({ eventId: event.id, timeZone, speakerChoices, rooms: distinct(sessions.map((s) => s.room)), tracks: distinct(sessions.map((s) => s.track)) }),
    [event.id, timeZone, speakerChoices, sessions],
  );

  const onSaved = (session: Session, allClashes: Clash[]) => {
    setTarget(null);
    const known = new Map([...titles, [session.id, session.title]]);
    const own = clashesOf(allClashes, session.id).map((clash) => clashNote(clash, known.get(clash.sessionIds.find((id) => id !== session.id) ?? '') ?? 'another session'));
    setSavedClashes(own.length > 0 ? { title: session.title, notes: own } : null);
    showAlert({ kind: 'success', title: `${session.title} saved`, description: 'Attendees see it on their next sync.' });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <ClashSummary count={clashes.length} sessions={sessions.length} />
          <SyncNote eventId={event.id} timeZone={timeZone} scheduleShown={event.enableSchedule} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={() => setTarget({ kind: 'new', date: firstDay })}>
            <PlusIcon className="size-5" /> Add a session
          </button>
          <button type="button" className={buttonStyles.secondary} aria-expanded={importOpen} aria-controls="schedule-import" onClick={() => setImportOpen((open) => !open)}>
            <FileIcon className="size-5" /> Import CSV
          </button>
        </div>
      </div>

      {savedClashes ? <SavedClashNotice saved={savedClashes} onDismiss={() => setSavedClashes(null)} /> : null}

      {importOpen ? (
        <PanelCard id="schedule-import" title="Import sessions from a CSV file" onClose={() => setImportOpen(false)}>
          <ProgramImportFlow
            firstDay={firstDay}
            titles={titles}
            onCheck={(csv) => importPreview.mutateAsync({ eventId: event.id, csv })}
            onImport={(csv) => importCommit.mutateAsync({ eventId: event.id, csv })}
          />
        </PanelCard>
      ) : null}

      <section aria-labelledby="schedule-sessions-title" className={card}>
        <h2 id="schedule-sessions-title" className="text-lg font-semibold">
          Sessions
        </h2>
        {sessions.length === 0 ? (
          <p className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">No sessions yet. Add one, or import a CSV file.</p>
        ) : (
          <div className="mt-4">
            <SessionList sessions={sessions} timeZone={timeZone} clashNotes={notes} onEdit={(session) => setTarget({ kind: 'edit', session })} onRemove={setRemoving} />
          </div>
        )}
      </section>

      <SessionDialog context={context} target={target} onClose={() => setTarget(null)} onSaved={onSaved} />
      <RemoveSessionDialog eventId={event.id} session={removing} onDone={() => setRemoving(null)} />
    </div>
  );
}
