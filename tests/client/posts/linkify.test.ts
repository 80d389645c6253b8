import { describe, expect, it } from 'vitest';
import { linkify } from '#client/features/posts/linkify.ts';

const links = (text: string) => linkify(text).filter((piece) => piece.kind === 'link');

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text, in order', () => {
    expect(linkify('Slides: https://example.com/s?x=1 and http://foo.test')).toEqual([
      { kind: 'text', text: 'Slides: ' },
      { kind: 'link', text: 'https://example.com/s?x=1', href: 'https://example.com/s?x=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://foo.test', href: 'http://foo.test/' },
    ]);
  });

  it('never links other schemes', () => {
    expect(links('javascript:alert(1) data:text/html,hi mailto:a@b.test ftp://files.test')).toEqual([]);
  });

  it('leaves sentence punctuation and an unmatched closing parenthesis outside the link', () => {
    expect(links('See https://example.com/a.')[0]?.text).toBe('https://example.com/a');
    expect(links('(see https://example.com/a)')[0]?.text).toBe('https://example.com/a');
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar) now')[0]?.text).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
  });

  it('keeps markup as plain text (the page escapes it)', () => {
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
    expect(links('https://x.test/"><script>')[0]?.text).toBe('https://x.test/');
  });
});
