import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../ui/button-styles.ts';
import { goOffline, leaveOfflinePreview } from '#client/lib/offline-preview/offline-preview.ts';
import { prepareOfflinePreview } from '#client/lib/offline-preview/prepare-preview.ts';
import type { OfflinePreview } from '#client/lib/offline-preview/preview-state.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { previewBannerText, previewPendingText } from './preview-banner-text.ts';

/** Saves the event first (online), then cuts the network; runs once per preparing preview. */
function usePreparation(preview: OfflinePreview): boolean {
  const queryClient = useQueryClient();
  const [notSaved, setNotSaved] = useState(false);
  useEffect(() => {
    if (preview.phase !== 'preparing') return;
    let live = true;
    void prepareOfflinePreview(queryClient, preview.eventId).then((outcome) => {
      if (!live) return;
      setNotSaved(outcome === 'not-saved');
      goOffline();
    });
    return () => {
      live = false;
    };
  }, [preview.phase, preview.eventId, queryClient]);
  return notSaved;
}

function PendingWrites() {
  const { pending, failed } = useOutbox();
  return <span className="block text-xs">{previewPendingText(pending, failed.length)}</span>;
}

export default function PreviewBannerBody({ preview }: { preview: OfflinePreview }) {
  const notSaved = usePreparation(preview);
  const offline = preview.phase === 'offline';
  return (
    <div className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
        <p role="status" className="min-w-0 text-sm">
          <span className="block font-semibold">{previewBannerText(preview.phase)}</span>
          {offline ? <PendingWrites /> : null}
          {offline && notSaved ? <span className="block text-xs">The event could not be saved first: this shows what the phone held already.</span> : null}
        </p>
        <button type="button" className={buttonStyles.secondary} onClick={leaveOfflinePreview}>
          Leave preview
        </button>
      </div>
    </div>
  );
}
