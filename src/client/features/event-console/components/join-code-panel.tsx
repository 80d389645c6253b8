import { useState } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { copyText } from '#client/lib/copy-text.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { CopyIcon, RefreshIcon } from '#client/components/ui/admin-icons.tsx';
import { useEventAdmin } from '../hooks/use-event-admin.ts';
import { CopyLinkField } from './copy-link-field.tsx';

/** "ABCD-EFGH": easier to read aloud and to type back (the server ignores the dash). */
function formatJoinCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

function joinLinkFor(code: string, origin: string = window.location.origin): string {
  return `${origin}/join?code=${encodeURIComponent(code)}`;
}

/** The code and its link, each with a copy button, and a new code when the old one leaked. */
export function JoinCodePanel({ event }: { event: HallwayEvent }) {
  const { regenerateJoinCode } = useEventAdmin();
  const [confirming, setConfirming] = useState(false);
  const code = event.joinCode;
  if (!code) return <p className="text-sm text-gray-600 dark:text-gray-400">Making a code…</p>;
  const link = joinLinkFor(code);

  const regenerate = () =>
    regenerateJoinCode.mutate(
      { id: event.id },
      {
        onSuccess: (next) => {
          setConfirming(false);
          showAlert({ kind: 'success', title: 'New join code ready', description: next.joinCode ? `The code is now ${formatJoinCode(next.joinCode)}.` : undefined });
        },
        onError: (error) => {
          setConfirming(false);
          showAlert({ kind: 'error', title: 'Could not make a new code', description: errorText(error), autoClose: false });
        },
      },
    );

  return (
    <div className="space-y-4">
      <div>
        <p id="join-code-label" className="text-sm font-medium text-gray-800 dark:text-gray-200">
          Join code
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <output aria-labelledby="join-code-label" className="rounded-xl bg-gray-100 px-4 py-2 font-mono text-2xl font-bold tracking-[0.2em] select-all dark:bg-gray-800">
            {formatJoinCode(code)}
          </output>
          <button type="button" className={buttonStyles.secondary} onClick={() => void copyText(code, 'Join code')}>
            <CopyIcon className="size-4" /> Copy code
          </button>
        </div>
      </div>
      <CopyLinkField label="Join link" value={link} hint="Opening the link asks people to sign in (or create an account), then joins them." />
      <button type="button" className={buttonStyles.ghost} onClick={() => setConfirming(true)} disabled={regenerateJoinCode.isPending}>
        <RefreshIcon className="size-4" /> Make a new code
      </button>
      <ConfirmDialog
        open={confirming}
        title="Make a new join code?"
        confirmLabel="Make a new code"
        pending={regenerateJoinCode.isPending}
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      >
        The code {formatJoinCode(code)} and its link stop working at once. People who already joined stay in.
      </ConfirmDialog>
    </div>
  );
}
