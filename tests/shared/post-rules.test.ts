import { describe, expect, it } from 'vitest';
import { audiencesOfFeed, postFeedFor, rolesOfAudience } from '#shared/rules/post-feeds.ts';
import { isUnreadPost, newestPublishedAt, unreadPostCount } from '#shared/rules/unread-posts.ts';

describe('which updates feed a reader gets', () => {
  it('gives each role its own group, and everything to whoever may edit every update', () => {
    expect(postFeedFor('attendee', [])).toBe('attendees');
    expect(postFeedFor('speaker', [])).toBe('speakers');
    expect(postFeedFor('exhibitor', [])).toBe('exhibitors');
    expect(postFeedFor('staff', ['Event::Post::Create', 'Event::Post::UpdateOwn'])).toBe('staff');
    expect(postFeedFor(null, ['Event::Post::Update'])).toBe('all');
    expect(postFeedFor(null, [])).toBe('attendees');
  });

  it('puts an update for one group only in that group’s feed (and the organizers’)', () => {
    expect(audiencesOfFeed('attendees')).toEqual(['everyone', 'attendees']);
    expect(audiencesOfFeed('staff')).not.toContain('attendees');
    expect(audiencesOfFeed('all')).toContain('staff');
    expect(rolesOfAudience('staff')).toEqual(['staff', 'organizer']);
    expect(rolesOfAudience('everyone')).toHaveLength(5);
  });
});

describe('unread updates', () => {
  const posts = [{ publishedAt: 100 }, { publishedAt: 200 }, { publishedAt: 300 }];
  it('counts what was published after the marker; with no marker everything is new', () => {
    expect(unreadPostCount(posts, null)).toBe(3);
    expect(unreadPostCount(posts, 200)).toBe(1);
    expect(isUnreadPost({ publishedAt: 200 }, 200)).toBe(false);
    expect(newestPublishedAt(posts)).toBe(300);
    expect(newestPublishedAt([])).toBeNull();
  });
});
