import { provideQueuedAgendaChanges } from './lib/event-pack/queued-agenda.ts';
import { provideOutboxOps } from './offline/outbox-ops.ts';

/**
 * Hands the outbox what it must not import, at start (main.tsx): the ops of every feature
 * (outbox-registry.ts), and to the event pack below it, the agenda bookmarks still queued. Both
 * load when first asked for, with the outbox, not with the page.
 */
export function wireOutbox(): void {
  provideOutboxOps(() => import('./outbox-registry.ts').then((registry) => registry.outboxOps));
  provideQueuedAgendaChanges(async () => {
    const [{ queuedEntries }, { readAgendaChange }] = await Promise.all([import('./offline/outbox.ts'), import('./lib/event-pack/agenda-overlay.ts')]);
    return (await queuedEntries()).flatMap((entry) => readAgendaChange(entry) ?? []);
  });
}
