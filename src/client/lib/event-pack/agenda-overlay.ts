// The server's agenda does not know about bookmarks still waiting in the outbox. Laying those
// over it, oldest first, means a sync never un-stars what the attendee just starred offline.

export interface AgendaChange {
  eventId: string;
  programId: string;
  inAgenda: boolean;
}

export function overlayAgendaChanges(programIds: readonly string[], changes: readonly AgendaChange[], eventId: string): string[] {
  const next = new Set(programIds);
  for (const change of changes) {
    if (change.eventId !== eventId) continue;
    if (change.inAgenda) next.add(change.programId);
    else next.delete(change.programId);
  }
  return [...next];
}

/** The agenda payload of a queued entry, or null (entries come back from IndexedDB untyped). */
export function readAgendaChange(entry: { op: string; payload: unknown }): AgendaChange | null {
  if (entry.op !== 'agenda.set') return null;
  const payload = entry.payload as Partial<AgendaChange> | null;
  if (typeof payload?.eventId !== 'string' || typeof payload.programId !== 'string' || typeof payload.inAgenda !== 'boolean') return null;
  return { eventId: payload.eventId, programId: payload.programId, inAgenda: payload.inAgenda };
}
