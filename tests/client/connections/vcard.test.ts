import { describe, expect, it } from 'vitest';
import { buildVCard, buildVCards, escapeVCardText, foldVCardLine } from '#client/features/connections/vcard.ts';
import { makeConnection } from './factories.ts';

const options = { profileUrl: (handle: string) => `https://hallway.example/profile/${handle}` };
const octets = (line: string) => new TextEncoder().encode(line).length;
/** Undoes folding (RFC 6350 §3.2): a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('escapeVCardText', () => {
  it('escapes backslashes, commas, semicolons and every kind of newline', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('escapes a backslash before a comma only once', () => {
    expect(escapeVCardText('\\,')).toBe('\\\\\\,');
  });
});

describe('foldVCardLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `NOTE:${'x'.repeat(70)}`;
    expect(foldVCardLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `NOTE:${'abcdefghij'.repeat(30)}`;
    const folded = foldVCardLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts UTF-8 octets and never splits a character or an emoji', () => {
    const line = `FN:${'Zoë 東京 🎉 '.repeat(12)}`;
    const folded = foldVCardLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      // A lone surrogate would mean an emoji was cut in half.
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildVCard', () => {
  it('writes a vCard 3.0 with N, FN, ORG, TITLE, EMAIL, URLs and my note', () => {
    const card = buildVCard(
      makeConnection({
        person: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          company: 'Engines, Ltd; London',
          headline: 'Analyst\\Poet',
          email: 'ada@example.test',
          handle: 'ada',
          links: [{ label: 'Site', url: 'https://ada.example/a,b', type: 'website' }],
        },
        note: 'Met at the coffee stand.\nFollow up about Babbage; send slides',
      }),
      options,
    );
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Engines\\, Ltd\\; London',
      'TITLE:Analyst\\\\Poet',
      'EMAIL;TYPE=INTERNET:ada@example.test',
      'URL:https://ada.example/a,b',
      'URL:https://hallway.example/profile/ada',
      'NOTE:Met at the coffee stand.\\nFollow up about Babbage\\; send slides',
      'END:VCARD',
    ]);
  });

  it('keeps unicode names as they are and leaves out what is empty', () => {
    const card = buildVCard(
      makeConnection({ person: { firstName: 'Zoë', lastName: 'Ødegård-Nakamura 中村', company: '', headline: '', handle: null, links: [] } }),
      options,
    );
    expect(card).toContain('N:Ødegård-Nakamura 中村;Zoë;;;');
    expect(card).toContain('FN:Zoë Ødegård-Nakamura 中村');
    expect(card).not.toMatch(/^(ORG|TITLE|URL|NOTE):/m);
  });

  it('drops a link that would break the card with a line break', () => {
    const card = buildVCard(makeConnection({ person: { handle: null, links: [{ label: '', url: 'https://x.example\r\nNOTE:injected', type: 'website' }] } }), options);
    expect(card).not.toContain('injected');
  });

  it('folds a long note at 75 octets', () => {
    const card = buildVCard(makeConnection({ note: 'Très intéressant, '.repeat(20) }), options);
    for (const line of card.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(card)).toContain(`NOTE:${escapeVCardText('Très intéressant, '.repeat(20).trim())}`);
  });
});

describe('buildVCards', () => {
  it('writes one card per connection, each ended by CRLF', () => {
    const text = buildVCards([makeConnection(), makeConnection({ person: { firstName: 'Grace', lastName: 'Hopper' } })], options);
    expect(text.match(/BEGIN:VCARD\r\n/g)).toHaveLength(2);
    expect(text.match(/END:VCARD\r\n/g)).toHaveLength(2);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('is empty for no connections', () => {
    expect(buildVCards([], options)).toBe('');
  });
});
