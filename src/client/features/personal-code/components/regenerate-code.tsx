import { useState } from 'react';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useRegenerateCode } from '../hooks/use-regenerate-code.ts';

/** "Regenerate code": revokes every earlier code, so it needs the server and a confirmation. */
export function RegenerateCode() {
  const online = useOnlineStatus();
  const regenerate = useRegenerateCode();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onConfirm = async () => {
    setProblem(null);
    try {
      await regenerate.mutateAsync();
      setOpen(false);
      showAlert({ kind: 'success', title: 'New code ready', description: 'Your old code and its screenshots no longer work.' });
    } catch (error) {
      setOpen(false);
      const { code, message } = readClientError(error);
      setProblem(code === undefined ? 'We could not reach the server, so your code was not changed. Try again when you are online.' : message);
    }
  };
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <button type="button" className={buttonStyles.secondary} disabled={!online || regenerate.isPending} aria-describedby={online ? undefined : 'regenerate-offline'} onClick={() => setOpen(true)}>
        Regenerate code
      </button>
      {online ? null : (
        <p id="regenerate-offline" className="text-sm text-gray-600 dark:text-gray-400">
          You&apos;re offline. Regenerating your code needs a connection.
        </p>
      )}
      <FormAlert message={problem} />
      <ConfirmDialog
        open={open}
        title="Regenerate your code?"
        confirmLabel="Regenerate code"
        danger
        pending={regenerate.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Your current code stops working at once, including any screenshots or printouts of it. Door staff and other attendees will need to
          scan the new one. Do this if someone else has a copy of your code.
        </p>
      </ConfirmDialog>
    </div>
  );
}
