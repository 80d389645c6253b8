import { packVersion } from './pack-schemas.ts';
import { getPack, loadPack, savePart } from './pack-store.ts';

// Local edits the attendee makes to their own pack, applied at once (optimistically) and kept
// in IndexedDB; the server hears of them through the outbox (agenda) or the next sync (dismissals).

export async function setAgendaLocally(eventId: string, programId: string, inAgenda: boolean, now = Date.now()): Promise<void> {
  await loadPack(eventId);
  const agenda = getPack(eventId).agenda;
  const ids = new Set(agenda?.programIds ?? []);
  if (inAgenda) ids.add(programId);
  else ids.delete(programId);
  await savePart(eventId, 'agenda', { version: packVersion, eventId, savedAt: now, programIds: [...ids], feedUrl: agenda?.feedUrl ?? null });
}

/** The agenda feed's new private URL (after a reset), kept with the agenda for offline use. */
export async function setAgendaFeedLocally(eventId: string, feedUrl: string, now = Date.now()): Promise<void> {
  await loadPack(eventId);
  const agenda = getPack(eventId).agenda;
  await savePart(eventId, 'agenda', { version: packVersion, eventId, savedAt: now, programIds: agenda?.programIds ?? [], feedUrl });
}

/** Hides a match at once; `sent` false keeps it to be sent on the next sync. */
export async function dismissMatchLocally(eventId: string, attendeeId: string, sent: boolean, now = Date.now()): Promise<void> {
  await loadPack(eventId);
  const matches = getPack(eventId).matches;
  if (!matches) return;
  const pending = matches.pendingDismissals.filter((id) => id !== attendeeId);
  await savePart(eventId, 'matches', {
    ...matches,
    savedAt: now,
    items: matches.items.filter((match) => match.person.attendeeId !== attendeeId),
    pendingDismissals: sent ? pending : [...pending, attendeeId],
  });
}
