import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { removeConnectionFrom } from '../connection-list.ts';

/** Removes a connection (and my note) on the server: online only, after a confirmation. */
export function RemoveConnection({ accountId, name }: { accountId: string; name: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.connection.remove.mutationOptions({
      onSuccess: () =>
        queryClient.setQueryData(trpc.connection.list.queryKey(), (old) => (old ? { connections: removeConnectionFrom(old.connections, accountId) } : old)),
    }),
  );
  const onConfirm = async () => {
    try {
      await remove.mutateAsync({ accountId });
      showAlert({ kind: 'success', title: `${name} was removed from your connections` });
    } catch (error) {
      const { code, message } = readClientError(error);
      showAlert({ kind: 'error', title: 'Not removed', description: code === undefined ? 'We could not reach the server. Try again when you are online.' : message });
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-500/10"
        aria-label={`Remove ${name}`}
        title={online ? undefined : 'Removing a connection needs a connection to the internet'}
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        Remove
      </button>
      <ConfirmDialog
        open={open}
        title={`Remove ${name}?`}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <p>They will no longer be in your connections, and your note about them is deleted. You can connect again by scanning their code.</p>
      </ConfirmDialog>
    </>
  );
}
