import { toProfileInput, type DraftField, type ProfileDraft } from './profile-draft.ts';

/** Has anything that would be saved changed? (Empty link rows and untouched keys do not count.) */
export function isDirty(draft: ProfileDraft, saved: ProfileDraft): boolean {
  return JSON.stringify(toProfileInput(draft)) !== JSON.stringify(toProfileInput(saved));
}

/** Puts some fields back as they were saved (what Skip does to its step). */
export function revertFields(draft: ProfileDraft, saved: ProfileDraft, fields: readonly DraftField[]): ProfileDraft {
  const next = { ...draft };
  for (const field of fields) (next as Record<DraftField, unknown>)[field] = saved[field];
  return next;
}
