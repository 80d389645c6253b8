import { describe, expect, it } from 'vitest';
import { packParts } from '#client/lib/event-pack/pack-types.ts';
import { onlyPostsParts } from '#client/lib/event-pack/refresh-posts.ts';

describe('a live nudge about the updates refreshes the updates only', () => {
  it('switches off every other part of the event pack, read from the pack’s own list (a new part needs no edit here)', () => {
    const synced = packParts.filter((part) => part !== 'meta');
    expect(Object.keys(onlyPostsParts).sort()).toEqual([...synced].sort());
    expect(Object.entries(onlyPostsParts).filter(([, wanted]) => wanted)).toEqual([['posts', true]]);
  });

  it('includes the parts the old hand-written list forgot (exhibitors, sponsors, album)', () => {
    expect(onlyPostsParts).toMatchObject({ exhibitors: false, sponsors: false, album: false });
  });
});
