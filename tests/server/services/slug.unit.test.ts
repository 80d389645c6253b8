import { describe, expect, it } from 'vitest';
import { slugOf } from '#server/services/slug.ts';

describe('slugOf', () => {
  it('keeps lower-case ASCII words, accents dropped rather than splitting a word', () => {
    expect(slugOf("Zoë O'Brien")).toBe('zoe-o-brien');
    expect(slugOf('João')).toBe('joao');
    expect(slugOf('  Café Conf: 2026 / Berlin!  ')).toBe('cafe-conf-2026-berlin');
    expect(slugOf('Soo-ah Kim', { separator: '.' })).toBe('soo.ah.kim');
    expect(slugOf('東京 🎉')).toBe('');
  });

  it('cuts at maxLength without leaving a separator at either end', () => {
    expect(slugOf('abc def', { maxLength: 4 })).toBe('abc');
    expect(slugOf('-- abc', { maxLength: 3 })).toBe('abc');
  });
});
