import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * The console's writes. Each answers the whole event as the organizer now sees it: it goes
 * straight into the event query (the event pages, the menu and the active event follow),
 * and the lists that show events refresh.
 */
export function useEventAdmin() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onSaved = async (event: HallwayEvent) => {
    // A read of the event still on its way (a page's refresh) may have begun before this write:
    // its older answer would land after this one and put a switch back, so it is dropped.
    const key = trpc.event.byId.queryKey({ id: event.id });
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.setQueryData(key, event);
    void queryClient.invalidateQueries(trpc.event.list.pathFilter());
    void queryClient.invalidateQueries(trpc.eventAdmin.mine.pathFilter());
    void queryClient.invalidateQueries(trpc.organization.events.pathFilter());
  };
  return {
    update: useMutation(trpc.eventAdmin.update.mutationOptions({ onSuccess: onSaved })),
    setFeatures: useMutation(trpc.eventAdmin.setFeatures.mutationOptions({ onSuccess: onSaved })),
    setPublished: useMutation(trpc.eventAdmin.setPublished.mutationOptions({ onSuccess: onSaved })),
    setJoinPolicy: useMutation(trpc.eventAdmin.setJoinPolicy.mutationOptions({ onSuccess: onSaved })),
    regenerateJoinCode: useMutation(trpc.eventAdmin.regenerateJoinCode.mutationOptions({ onSuccess: onSaved })),
  };
}
