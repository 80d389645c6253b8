import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { UpdatesUnreadBadge } from '#client/components/event-menu/updates-unread-badge.tsx';
import { emptyPack, resetPackStore, usePackStore } from '#client/lib/event-pack/pack-store.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const post = (n: number, publishedAt: number) => ({
  id: `5eed0000-0000-4000-8000-d0000000000${n}`,
  eventId,
  title: `Update ${n}`,
  body: '',
  picture: null,
  pinned: false,
  audience: 'everyone' as const,
  publishedAt,
  editedAt: null,
});
const withPosts = (seenUpTo: number | null) =>
  act(() =>
    usePackStore.setState({
      packs: { [eventId]: { ...emptyPack, posts: { version: 1, eventId, savedAt: 1, feed: 'attendees', posts: [post(1, 100), post(2, 200), post(3, 300)], seenUpTo } } },
    }),
  );

afterEach(() => resetPackStore());

describe('the Updates tile’s badge', () => {
  it('counts the updates published after the marker, and disappears once they are read', () => {
    render(<UpdatesUnreadBadge eventId={eventId} />);
    expect(screen.queryByTestId('updates-unread-badge')).toBeNull();
    withPosts(100);
    expect(screen.getByTestId('updates-unread-badge').textContent).toBe('2, 2 unread updates');
    withPosts(300);
    expect(screen.queryByTestId('updates-unread-badge')).toBeNull();
  });
});
