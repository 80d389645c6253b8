import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { signOut } from '#client/lib/session-actions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useRawSearchParam } from '#client/lib/raw-search.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { joinHref, joinRequestFrom, type JoinRequest } from '../join-request.ts';
import { JoinFlow } from './join-flow.tsx';

async function requestJoin(request: JoinRequest): Promise<HallwayEvent> {
  const client = await loadTrpcClient();
  return request.kind === 'token' ? client.event.joinByToken.mutate({ token: request.token }) : client.event.joinByCode.mutate({ code: request.code });
}

/** /join?token=… and /join?code=…: wires the join flow to the session, the server and the stores. */
export function JoinPage() {
  usePageTitle('Join an event');
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.authenticated);
  const accountEmail = useSessionStore((s) => s.account?.email ?? null);
  const setActiveEvent = useEventStore((s) => s.setActiveEvent);
  const request = joinRequestFrom({ token: useRawSearchParam('token')?.trim() || undefined, code: useRawSearchParam('code')?.trim() || undefined });

  const onJoined = (event: HallwayEvent) => {
    queryClient.setQueryData(trpc.event.byId.queryKey({ id: event.id }), event);
    void queryClient.invalidateQueries(trpc.event.list.pathFilter());
    // The joined event and its attendee become the active ones: the next page is the event's.
    setActiveEvent(event);
    showAlert({ kind: 'success', title: `Welcome to ${event.name}`, description: 'Open the event menu (top left) for everything the event offers.' });
    void navigate({ to: '/event/$eventId', params: { eventId: event.id }, replace: true });
  };
  const onSwitchAccount = async () => {
    await signOut(loadTrpcClient(), queryClient);
    await navigate({ to: '/sign-in', search: { redirectTo: request ? joinHref(request) : '/join' }, replace: true });
  };

  return (
    <JoinFlow
      request={request}
      signedIn={signedIn}
      accountEmail={accountEmail}
      join={requestJoin}
      onJoined={onJoined}
      onSwitchAccount={() => void onSwitchAccount()}
    />
  );
}
