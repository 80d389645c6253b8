import { describe, expect, it } from 'vitest';
import { addTags, normalizeTag, removeTag, toggleTag } from '#client/features/profile/tags.ts';

describe('tags', () => {
  it('normalizes what was typed: trimmed, single spaces, lower case', () => {
    expect(normalizeTag('  Open   Source ')).toBe('open source');
  });

  it('adds several comma-separated tags, skipping empties and ones already there', () => {
    expect(addTags(['ai'], 'Rust, , AI,design')).toEqual({ tags: ['ai', 'rust', 'design'], added: ['rust', 'design'], problem: null });
  });

  it('refuses a tag of more than 40 characters and says why, keeping the others', () => {
    const result = addTags([], `ok, ${'x'.repeat(41)}`);
    expect(result.tags).toEqual(['ok']);
    expect(result.problem).toBe('Keep each tag under 40 characters');
  });

  it('stops at 30 tags', () => {
    const full = Array.from({ length: 30 }, (_, i) => `tag ${i}`);
    expect(addTags(full, 'one more')).toEqual({ tags: full, added: [], problem: 'You can add up to 30' });
  });

  it('toggles a suggestion on and off, and removes a tag', () => {
    expect(toggleTag(['ai'], 'Design').tags).toEqual(['ai', 'design']);
    expect(toggleTag(['ai', 'design'], 'design').tags).toEqual(['ai']);
    expect(removeTag(['ai', 'design'], 'ai')).toEqual(['design']);
  });
});
