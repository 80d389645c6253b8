import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { card } from '#client/components/ui/form-styles.ts';
import { useFirstScreen } from '#client/lib/first-screen/use-first-screen.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useAlbumPhotos, type AlbumTile } from '../hooks/use-album-photos.ts';
import { useKeepNewestThumbnails } from '../hooks/use-keep-newest-thumbnails.ts';
import { usePhotoActions } from '../hooks/use-photo-actions.ts';
import { useUploadResults } from '../hooks/use-upload-results.ts';
import { AddPhotosForm } from './add-photos-form.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { PendingPhotoActions } from './pending-photo-actions.tsx';
import { QueuedPhotos } from './queued-photos.tsx';

/** /event/{eventId}/album: the event's photos (offline too), add one's own, like, report, delete. */
export function AlbumPage({ eventId }: { eventId: string }) {
  usePageTitle('Album');
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const album = useAlbumPhotos(eventId);
  const actions = usePhotoActions(eventId, accountId);
  useUploadResults(eventId);
  useKeepNewestThumbnails(album.photos);
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // A photo deleted on this phone leaves the grid at once, even before the server has it.
  const photos = useMemo(() => (actions.hidden.size ? album.photos.filter((photo) => !actions.hidden.has(photo.id)) : album.photos), [album.photos, actions.hidden]);

  // Drawn from the saved pack: this replaces the saved first screen (the thumbnails of the first
  // screen, painted by the entry before the app has loaded: lib/first-screen), and is the next one.
  useFirstScreen(album.loaded, photos);

  const likeOf = (photo: AlbumTile) => actions.likeOf(photo, album.liked.has(photo.id));
  const canDelete = (photo: AlbumTile) => photo.uploaderId === accountId || album.canModerate;

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Album</h1>
        {event ? <p className="mt-1 text-gray-600 dark:text-gray-400">{event.name}</p> : null}
      </header>
      {accountId ? (
        <section className={card}>
          <AddPhotosForm eventId={eventId} accountId={accountId} />
          {album.requireApproval ? <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">Organizers approve photos before everyone sees them.</p> : null}
        </section>
      ) : null}
      <QueuedPhotos eventId={eventId} />
      <PendingPhotoActions eventId={eventId} outbox={actions.outbox} />
      <section aria-labelledby="album-photos-title" className="-mx-4 sm:mx-0">
        <h2 id="album-photos-title" className="sr-only">
          Photos
        </h2>
        {photos.length ? (
          <PhotoGrid photos={photos} onOpen={setOpen} />
        ) : (
          <p className="px-4 text-gray-600 sm:px-0 dark:text-gray-400" role="status">
            {!album.loaded || (!album.downloaded && album.syncing)
              ? 'Loading the album…'
              : !album.downloaded
                ? (album.error ?? 'The album is not on this phone yet: open it once with a network.')
                : 'No photos yet. Add the first one!'}
          </p>
        )}
      </section>
      {open !== null && photos[open] ? (
        <PhotoViewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={close}
          likeOf={likeOf}
          onLike={(photo, liked) => actions.like(photo.id, liked)}
          canDelete={canDelete}
          onReport={async (photo, reason) => {
            await actions.report(photo.id, reason);
            return actions.outbox.blockedBy === 'offline' ? 'Report saved on this phone: it is sent when you are back online.' : undefined;
          }}
          onDelete={async (photo) => {
            await actions.remove(photo.id);
            setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}
