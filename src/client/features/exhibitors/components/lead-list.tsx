import { useId, useState, type FormEvent } from 'react';
import type { Lead } from '#shared/contracts/exhibitors.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputBase } from '#client/components/ui/form-styles.ts';
import { queuedWriteErrorText } from '#client/lib/queued-write-error.ts';
import type { QueuedLead } from '../exhibitor-outbox.ts';
import type { LeadPerson } from '../lead-person.ts';
import { QueuedLeadRow } from './queued-lead-row.tsx';
import { RatingChoice } from './rating-choice.tsx';

export type ShownLead = Lead & { editPending?: boolean };

/** Leads still in the outbox, with whose code each is as the phone can tell, and what can be done with them. */
export interface QueuedLeads {
  leads: ReadonlyArray<{ lead: QueuedLead; found: LeadPerson }>;
  retry: (entryId: string) => void;
  discard: (entryId: string) => void;
}

const nameOf = (lead: Lead) => (lead.person.visible ? `${lead.person.firstName ?? ''} ${lead.person.lastName ?? ''}`.trim() : 'Private profile');

/**
 * The stand's leads: those still in the outbox first (waiting, or refused with the reason), then
 * the server's. A private profile shows as such, never guessed. With onEdit, each lead's note and
 * rating can be changed.
 */
export function LeadList({ leads, queued, onEdit }: { leads: readonly ShownLead[]; queued?: QueuedLeads; onEdit?: (lead: Lead, change: { note: string; rating: number | null }) => Promise<void> }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (leads.length === 0 && !queued?.leads.length) return <p className="text-sm text-gray-600 dark:text-gray-400">No leads yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800" aria-label="Leads">
      {queued?.leads.map(({ lead, found }) => (
        <QueuedLeadRow key={lead.entryId} lead={lead} found={found} onRetry={() => queued.retry(lead.entryId)} onDiscard={() => queued.discard(lead.entryId)} />
      ))}
      {leads.map((lead) => (
        <li key={lead.id} className="py-2" aria-label={nameOf(lead)}>
          <p className="font-semibold">{nameOf(lead)}</p>
          {lead.person.visible && (lead.person.headline || lead.person.company) ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{[lead.person.headline, lead.person.company].filter(Boolean).join(' · ')}</p>
          ) : null}
          {editing === lead.id && onEdit ? (
            <LeadEditForm lead={lead} onCancel={() => setEditing(null)} onSave={async (change) => {
              await onEdit(lead, change);
              setEditing(null);
            }} />
          ) : (
            <>
              {lead.rating !== null ? <p className="text-sm">Rating {lead.rating} of 5</p> : null}
              {lead.note ? <p className="text-sm whitespace-pre-line">{lead.note}</p> : null}
              {lead.editPending ? <p className="text-xs text-gray-600 dark:text-gray-400">Saved on this phone, waiting to sync</p> : null}
              {onEdit ? (
                <button type="button" className={`${buttonStyles.ghost} -ml-3`} onClick={() => setEditing(lead.id)} aria-label={`Edit note and rating: ${nameOf(lead)}`}>
                  Edit
                </button>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function LeadEditForm({ lead, onSave, onCancel }: { lead: ShownLead; onSave: (change: { note: string; rating: number | null }) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [note, setNote] = useState(lead.note);
  const [rating, setRating] = useState<number | null>(lead.rating);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await onSave({ note: note.trim(), rating });
    } catch (error) {
      // Not stored on the phone (storage full or blocked): say so, keep what was typed.
      setProblem(queuedWriteErrorText(error));
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-2" aria-label={`Edit lead: ${nameOf(lead)}`}>
      <label htmlFor={`${id}-note`} className="text-sm font-medium">
        Note
      </label>
      <textarea id={`${id}-note`} className={inputBase} value={note} maxLength={2000} rows={3} onChange={(event) => setNote(event.target.value)} />
      <RatingChoice value={rating} onChange={setRating} allowNone />
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          Save
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
