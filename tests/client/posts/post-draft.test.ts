import { describe, expect, it } from 'vitest';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import { emptyPostForm, postFormFrom, toPostDraft } from '#client/features/posts/post-draft.ts';

// Regression: the schedule picker read its time in the device's zone, so an organizer travelling
// to the venue scheduled "09:00" as their home 09:00. It is the event's zone now, as in the schedule editor.
const newYork = 'America/New_York';
const nineInNewYork = Date.UTC(2026, 5, 1, 13, 0) / 1000; // 1 June 2026, 09:00 EDT (UTC−4)

describe('the update form’s schedule time', () => {
  it('reads the typed wall-clock time in the event’s zone, whatever the device’s', () => {
    const values = { ...emptyPostForm(nineInNewYork, newYork), title: 'Doors', body: 'Open', when: 'later' as const, at: '2026-06-01T09:00' };
    expect(toPostDraft(values, newYork).publishAt).toBe(nineInNewYork);
    expect(toPostDraft(values, 'Asia/Tokyo').publishAt).toBe(Date.UTC(2026, 5, 1, 0, 0) / 1000);
  });

  it('starts a new update an hour from now, as the venue’s clock reads it', () => {
    expect(emptyPostForm(nineInNewYork, newYork).at).toBe('2026-06-01T10:00');
    expect(emptyPostForm(nineInNewYork, 'UTC').at).toBe('2026-06-01T14:00');
  });

  it('shows a scheduled update’s time back in the event’s zone, and publishing now sends no time', () => {
    const post = { title: 'T', body: 'B', picture: null, pinned: false, audience: 'everyone', published: false, publishAt: nineInNewYork } as unknown as ManagedPost;
    const values = postFormFrom(post, newYork);
    expect(values).toMatchObject({ when: 'later', at: '2026-06-01T09:00' });
    expect(toPostDraft(values, newYork).publishAt).toBe(nineInNewYork);
    expect(toPostDraft({ ...values, when: 'now' }, newYork).publishAt).toBeNull();
  });

  it('sends no time for a half-typed field (the server then asks for one)', () => {
    expect(toPostDraft({ ...emptyPostForm(nineInNewYork, newYork), when: 'later', at: '2026-06-0' }, newYork).publishAt).toBeNull();
  });
});
