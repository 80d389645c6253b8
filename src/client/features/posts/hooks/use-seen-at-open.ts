import { useState } from 'react';
import type { StoredPosts } from '#client/lib/event-pack/pack-types.ts';

/**
 * The unread marker as it stood when the updates first showed on this visit: "New" stays on
 * what was unread then, while the marker itself moves on at once (useMarkPostsSeen).
 */
export function useSeenAtOpen(stored: StoredPosts | null): number | null {
  const [opened, setOpened] = useState<{ seenUpTo: number | null } | null>(stored ? { seenUpTo: stored.seenUpTo } : null);
  if (opened === null && stored) {
    setOpened({ seenUpTo: stored.seenUpTo });
    return stored.seenUpTo;
  }
  return opened?.seenUpTo ?? null;
}
