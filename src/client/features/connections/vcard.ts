import type { Connection } from '#shared/contracts/connections.ts';

// "Export vCard": one vCard 3.0 per connection, which phones' contact apps, Outlook and Google
// Contacts all import. Text values are escaped as RFC 6350 §3.4 says (3.0's RFC 2426 agrees) and
// lines are folded at 75 octets of UTF-8 (§3.2), never inside a character. Pure, so it is tested
// without a browser.

export interface VCardOptions {
  /** The address of a public profile page, e.g. https://hallway.example/profile/ada. */
  profileUrl: (handle: string) => string;
}

const maxLineOctets = 75;
const encoder = new TextEncoder();

/** Backslash first, or the backslashes added for the others would be doubled. */
export function escapeVCardText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(',', '\\,')
    .replaceAll(';', '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets; each continuation starts with one space. */
export function foldVCardLine(line: string): string {
  if (encoder.encode(line).length <= maxLineOctets) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // for…of walks code points, so a surrogate pair (an emoji) is never split either.
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** A URI value is not text: it is not escaped, but a line break would end the property early. */
function uriValue(url: string): string | null {
  return /[\r\n]/.test(url) || url.trim() === '' ? null : url.trim();
}

export function buildVCard(connection: Connection, options: VCardOptions): string {
  const { person, note } = connection;
  const fullName = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCardText(person.lastName)};${escapeVCardText(person.firstName)};;;`,
    `FN:${escapeVCardText(fullName)}`,
  ];
  if (person.company) lines.push(`ORG:${escapeVCardText(person.company)}`);
  if (person.headline) lines.push(`TITLE:${escapeVCardText(person.headline)}`);
  if (person.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCardText(person.email)}`);
  const urls = person.links.map((link) => uriValue(link.url));
  if (person.handle) urls.push(uriValue(options.profileUrl(person.handle)));
  for (const url of new Set(urls)) if (url) lines.push(`URL:${url}`);
  if (note.trim()) lines.push(`NOTE:${escapeVCardText(note.trim())}`);
  lines.push('END:VCARD');
  return lines.map(foldVCardLine).join('\r\n');
}

/** The whole file: cards separated and ended by CRLF, as the RFC's ABNF requires. */
export function buildVCards(connections: readonly Connection[], options: VCardOptions): string {
  return connections.map((connection) => `${buildVCard(connection, options)}\r\n`).join('');
}
