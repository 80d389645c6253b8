import type { AgendaChange } from './agenda-overlay.ts';

// The agenda bookmarks still waiting in the outbox, which a pack sync lays over the server's
// agenda. The outbox sits above lib/, so the top of the client hands its reader in at start
// (wire-outbox.ts); until then, and where nothing is handed in (tests), none are waiting.
let reader: () => Promise<AgendaChange[]> = async () => [];

export function provideQueuedAgendaChanges(read: () => Promise<AgendaChange[]>): void {
  reader = read;
}

export function queuedAgendaChanges(): Promise<AgendaChange[]> {
  return reader();
}
