import { setAgendaLocally } from '#client/lib/event-pack/pack-edits.ts';
import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';

// A bookmark is stored in the outbox first (so it survives a closed tab and is sent when the
// network is back; src/client/README.md, "Outbox"), then shown at once in the pack. The payload is
// schedule.setAgenda's input exactly.

export async function changeAgenda(
  { eventId, programId, title }: { eventId: string; programId: string; title: string },
  inAgenda: boolean,
  accountId: string,
): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  const payload = { idempotencyKey, eventId, programId, inAgenda, changedAt: Date.now() };
  const summary = `${inAgenda ? 'Add to agenda' : 'Remove from agenda'}: ${title}`;
  await enqueue('agenda.set', payload, { summary, accountId, idempotencyKey });
  await setAgendaLocally(eventId, programId, inAgenda);
}
