import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/contracts/profile.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';

/** The header's avatar and authenticate's links come from the session's account: keep it in step. */
function syncSessionAccount(profile: Profile): void {
  const { account, setAccount } = useSessionStore.getState();
  if (!account || account.id !== profile.accountId) return;
  setAccount({ ...account, picture: profile.picture, links: profile.links.map(({ id, label, url, icon, type }) => ({ id, label, url, icon, type })) });
}

/** profile.update and profile.completeSetup, writing the answer into the cache and the session. */
export function useProfileMutations() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onSaved = (profile: Profile) => {
    queryClient.setQueryData(trpc.profile.mine.queryKey(), profile);
    void queryClient.invalidateQueries({ queryKey: trpc.profile.byHandle.pathKey() });
    syncSessionAccount(profile);
  };
  const save = useMutation(trpc.profile.update.mutationOptions({ onSuccess: onSaved }));
  const completeSetup = useMutation(trpc.profile.completeSetup.mutationOptions({ onSuccess: onSaved }));
  return { save, completeSetup };
}
