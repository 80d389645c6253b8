import { useMemo } from 'react';
import { useSessionStore } from '#client/stores/session-store.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import type { EventPackParts } from '#client/lib/event-pack/pack-types.ts';
import { changeAgenda } from '../agenda-outbox.ts';

export interface AgendaSession {
  id: string;
  title: string;
}

/** The personal agenda of the pack, and a toggle that works offline (outbox op 'agenda.set'). */
export function useAgenda(eventId: string, pack: EventPackParts) {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const programIds = pack.agenda?.programIds;
  const agenda = useMemo(() => new Set(programIds ?? []), [programIds]);
  const toggle = (session: AgendaSession) => {
    if (!accountId) return;
    const inAgenda = !agenda.has(session.id);
    changeAgenda({ eventId, programId: session.id, title: session.title }, inAgenda, accountId).catch((error: unknown) => {
      console.error('Could not save the agenda change', error);
      showAlert({ kind: 'error', title: 'Not saved', description: 'This device could not store the change. Free some space and try again.' });
    });
  };
  return { agenda, toggle, feedUrl: pack.agenda?.feedUrl ?? null };
}
