import { useEffect, useState } from 'react';
import type { DirectoryFirstPage } from '#shared/contracts/attendees.ts';
import { eventDirectoryFirstPageUrl } from '#shared/api-paths.ts';
import { takeEarlyFeed } from '#client/lib/event-pack/early-feed.ts';
import { fetchDirectoryFirstPage } from '#client/lib/event-pack/event-feed.ts';

// A first visit to the attendee list: the page's entry asked for the directory's first page
// (event-pack/early-feed.ts) while the app's code was on its way. It is shown until the whole
// directory is on the phone, and never kept. Read once per page life and event: the answer can
// be taken only once, and a remount (React's strict mode, a quick back and forth) must find it.

const read = new Map<string, Promise<DirectoryFirstPage | null>>();
/** The pages read so far: a remount (and the server's render, which runs no effect) draws them at once. */
const settled = new Map<string, DirectoryFirstPage>();

/** The first page asked for early, read once; undefined when none was asked for. */
export function readDirectoryFirstPage(eventId: string): Promise<DirectoryFirstPage | null> | undefined {
  const held = read.get(eventId);
  if (held) return held;
  const early = takeEarlyFeed(eventDirectoryFirstPageUrl(eventId));
  if (!early) return undefined;
  // A refusal, a failure or a malformed answer shows nothing: the whole directory comes as always.
  const page = fetchDirectoryFirstPage(() => early, eventId).then(
    (found) => {
      if (found.eventId === eventId) settled.set(eventId, found);
      return found;
    },
    () => null,
  );
  read.set(eventId, page);
  return page;
}

/** Forgets every page read (the server's render, between two visitors). */
export function forgetDirectoryFirstPages(): void {
  read.clear();
  settled.clear();
}

/** The directory's first page asked for early, while `wanted` (the whole directory not yet on the phone); else null. */
export function useDirectoryFirstPage(eventId: string, wanted: boolean): DirectoryFirstPage | null {
  const [page, setPage] = useState<DirectoryFirstPage | null>(() => settled.get(eventId) ?? null);
  useEffect(() => {
    // The whole directory is here: the first page is done with.
    if (!wanted) {
      read.delete(eventId);
      settled.delete(eventId);
      return;
    }
    let alive = true;
    void readDirectoryFirstPage(eventId)?.then((found) => alive && found?.eventId === eventId && setPage(found));
    return () => {
      alive = false;
    };
  }, [eventId, wanted]);
  return wanted ? page : null;
}
