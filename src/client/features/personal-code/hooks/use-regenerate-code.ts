import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalCode } from '#shared/contracts/personal-code.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** personalCode.regenerate; the new code goes straight into the (persisted) cache of /me/code. */
export function useRegenerateCode() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.personalCode.regenerate.mutationOptions({
      onSuccess: (code: PersonalCode) => queryClient.setQueryData(trpc.personalCode.mine.queryKey(), code),
    }),
  );
}
