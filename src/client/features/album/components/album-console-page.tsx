import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModeratedPhoto } from '#shared/contracts/album.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { Switch } from '#client/components/ui/switch.tsx';
import { albumZipUrl } from '../upload-photo.ts';
import { errorText } from '#client/lib/error-text.ts';
import { formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { albumOverlayQuery, albumQueueQuery, type AlbumQueueFilter } from '#client/lib/queries/album-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { newIdempotencyKey } from '#client/offline/outbox-ids.ts';

const filters: Array<{ value: AlbumQueueFilter; label: string }> = [
  { value: 'pending', label: 'Waiting' },
  { value: 'reported', label: 'Reported' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
];

type Action = 'approve' | 'hide' | 'show' | 'dismiss-reports';

/** The console's Album tab: photos waiting, reported or hidden, approval before photos show, storage, the zip. */
export function AlbumConsolePage({ eventId }: { eventId: string }) {
  usePageTitle('Album · Console');
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AlbumQueueFilter>('pending');
  const [deleting, setDeleting] = useState<ModeratedPhoto | null>(null);
  const queue = useInfiniteQuery(albumQueueQuery(trpc, eventId, filter));
  const overlay = useQuery(albumOverlayQuery(trpc, eventId));
  const first = queue.data?.pages[0];
  const photos = queue.data?.pages.flatMap((page) => page.photos) ?? [];
  const afterChange = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.album.pathKey() });
    refreshPack(eventId, { force: true });
  };
  const moderate = useMutation(trpc.album.moderate.mutationOptions({ onSuccess: afterChange }));
  const remove = useMutation(trpc.album.delete.mutationOptions({ onSuccess: afterChange }));
  const settings = useMutation(trpc.album.setSettings.mutationOptions({ onSuccess: afterChange }));
  const failure = moderate.error ?? remove.error ?? settings.error;
  const used = first?.storage.usedBytes ?? 0;
  const limit = first?.storage.limitBytes ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="album-settings" className={card}>
        <h2 id="album-settings" className="text-lg font-bold">
          Album
        </h2>
        <Switch
          label="Approve photos before they show"
          description="New photos wait here until an organizer approves them. Photos already shown stay."
          checked={settings.isPending ? (settings.variables?.requireApproval ?? false) : (overlay.data?.requireApproval ?? false)}
          disabled={!overlay.data || settings.isPending}
          onChange={(requireApproval) => settings.mutate({ eventId, requireApproval })}
        />
        {first ? (
          <div className="mt-2">
            <p className="text-sm">
              Storage used: {formatBytes(used)} of {formatBytes(limit)} · {first.counts.visible} shown, {first.counts.pending} waiting, {first.counts.hidden} hidden
            </p>
            <div role="progressbar" aria-label="Album storage used" aria-valuemin={0} aria-valuemax={100} aria-valuenow={limit ? Math.round((used / limit) * 100) : 0} className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800">
              <div className="h-full bg-primary-600 dark:bg-primary-400" style={{ width: `${limit ? Math.min(100, (used / limit) * 100) : 0}%` }} />
            </div>
          </div>
        ) : null}
        <a href={albumZipUrl(eventId)} download className={`${buttonStyles.secondary} mt-4`}>
          Download all photos (zip)
        </a>
      </section>

      <section aria-labelledby="album-queue" className="flex flex-col gap-3">
        <h2 id="album-queue" className="text-lg font-bold">
          Photos
        </h2>
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {filters.map((option) => {
            const count = option.value === 'all' || !first ? null : first.counts[option.value];
            return (
              <button key={option.value} type="button" aria-pressed={filter === option.value} className={filter === option.value ? buttonStyles.primary : buttonStyles.secondary} onClick={() => setFilter(option.value)}>
                {option.label}
                {count !== null ? ` (${count})` : ''}
              </button>
            );
          })}
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorText(failure)}
          </p>
        ) : null}
        {queue.error ? <QueryErrorNotice error={queue.error} onRetry={() => void queue.refetch()} /> : null}
        {queue.isSuccess && photos.length === 0 ? <p className="text-gray-600 dark:text-gray-400">Nothing here.</p> : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo) => (
            <ModeratedItem
              key={photo.id}
              photo={photo}
              busy={moderate.isPending || remove.isPending}
              onAction={(action) => moderate.mutate({ eventId, photoId: photo.id, action })}
              onDelete={() => setDeleting(photo)}
            />
          ))}
        </ul>
        {queue.hasNextPage ? (
          <button type="button" className={buttonStyles.secondary} disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
            {queue.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        ) : null}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ eventId, photoId: deleting.id, idempotencyKey: newIdempotencyKey() }, { onSettled: () => setDeleting(null) })}
      >
        It goes for everyone, with its file. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

const statusWords: Record<ModeratedPhoto['status'], string> = { pending: 'Waiting for approval', visible: 'Shown', hidden: 'Hidden' };

function ModeratedItem({ photo, busy, onAction, onDelete }: { photo: ModeratedPhoto; busy: boolean; onAction: (action: Action) => void; onDelete: () => void }) {
  return (
    <li className={`${card} flex gap-3 !p-3`} aria-label={`Photo by ${photo.uploaderName}`}>
      <a href={photo.src} target="_blank" rel="noreferrer" className="shrink-0">
        <img src={photo.thumbnailSrc} alt={photo.caption || `Photo by ${photo.uploaderName}`} className="size-24 rounded-lg object-cover" loading="lazy" />
      </a>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{photo.uploaderName}</p>
        <p className="text-gray-600 dark:text-gray-400">
          {statusWords[photo.status]} · {photo.likes} likes
        </p>
        {photo.caption ? <p className="mt-1 break-words">{photo.caption}</p> : null}
        {photo.reports.length ? (
          <ul aria-label="Reports" className="mt-1 list-disc pl-4 text-amber-800 dark:text-amber-300">
            {photo.reports.map((report, index) => (
              <li key={index}>
                {report.reporterName}: {report.reason}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-1">
          {photo.status === 'pending' ? (
            <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => onAction('approve')}>
              Approve
            </button>
          ) : null}
          {photo.status === 'hidden' ? (
            <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => onAction('show')}>
              Show
            </button>
          ) : (
            <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => onAction('hide')}>
              Hide
            </button>
          )}
          {photo.reports.length ? (
            <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={() => onAction('dismiss-reports')}>
              Dismiss reports
            </button>
          ) : null}
          <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
