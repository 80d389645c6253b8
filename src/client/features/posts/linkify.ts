// Update texts are plain text: the only markup the page adds is a link around what is plainly a
// web address. Only http and https ever become links (never javascript:, data: or mailto:), and
// React escapes everything else, so no text can turn into HTML.

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const candidate = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const trailing = /[.,;:!?'"*_\]}>]+$/;

function trimAddress(raw: string): string {
  let address = raw.replace(trailing, '');
  // A closing parenthesis belongs to the address only when it opened one ("(see https://x.org)").
  while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
    address = address.slice(0, -1).replace(trailing, '');
  }
  return address;
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
