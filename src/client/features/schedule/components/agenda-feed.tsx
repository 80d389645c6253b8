import { useState } from 'react';
import { copyText } from '#client/lib/copy-text.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { resetAgendaFeed } from '../agenda-feed-actions.ts';
import { webcalUrl } from '../calendar-urls.ts';

/** "Subscribe to my agenda": the private .ics feed that calendar apps follow, and a new link if it leaked. */
export function AgendaFeed({ eventId, feedUrl }: { eventId: string; feedUrl: string | null }) {
  const online = useOnlineStatus();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!feedUrl) return null;
  const absolute = new URL(feedUrl, window.location.origin).href;

  const reset = async () => {
    setPending(true);
    try {
      await resetAgendaFeed(eventId);
      showAlert({ kind: 'success', title: 'New agenda link ready', description: 'Subscribe again with the new link; the old one no longer works.' });
    } catch (error) {
      showAlert({ kind: 'error', title: 'Could not make a new link', description: errorText(error), autoClose: false });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="agenda-feed" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="agenda-feed" className="font-semibold">
        Subscribe to my agenda
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Your calendar app follows later changes. Keep this link private.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={webcalUrl(feedUrl)} className={buttonStyles.primary}>
          Subscribe in calendar
        </a>
        <button type="button" className={buttonStyles.secondary} onClick={() => void copyText(absolute, 'Agenda link')}>
          Copy link
        </button>
        <button type="button" className={buttonStyles.ghost} disabled={!online || pending} onClick={() => setConfirming(true)}>
          Make a new link
        </button>
      </div>
      {online ? null : <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">A new link needs a connection.</p>}
      <ConfirmDialog
        open={confirming}
        title="Make a new agenda link?"
        confirmLabel="Make a new link"
        pending={pending}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        The current link stops working at once: calendars subscribed to it stop updating until you subscribe again.
      </ConfirmDialog>
    </section>
  );
}
