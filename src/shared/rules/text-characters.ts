// Which characters free text typed by people may hold. No zod here: the contracts (classic zod)
// and the page's form checks (zod/mini) both call these, so the two can never disagree.
//
// Single-line text (names, handles, titles, labels, rooms, tags, ticket types…) is shown on one
// line in lists, badges, door screens and CSV files. It refuses:
// - C0 and C1 control characters, DEL included. NUL is refused by PostgreSQL (a 500 instead of a
//   field error), and a line break or tab hides a second line from whoever reads the name: in a
//   CSV cell it slips a spreadsheet formula past the check that only looks at the cell's start.
// - U+2028 and U+2029 (line and paragraph separators): line breaks by another name.
// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible,
//   they change how the text after them is displayed, so "Ada\u202Enimda" reads as "Adaadmin".
//   People writing Arabic or Hebrew never type them; the left/right marks U+200E/U+200F stay allowed.
// - Lone surrogates (half of an emoji): stored, they would silently turn into U+FFFD.
//
// Multi-line text (bios, descriptions, notes) may also hold tab, line feed and carriage return,
// and bidi controls (long text may quote mixed scripts and only affects itself as a block).

export const singleLineTextMessage = 'Remove line breaks and control characters';
export const multiLineTextMessage = 'Remove control characters';

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isLineSeparatorOrBidiControl(code: number): boolean {
  return code === 0x2028 || code === 0x2029 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Walks UTF-16 code units once; false at the first unit `refuse` names or at a lone surrogate. */
function everyUnitAllowed(text: string, refuse: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
      continue;
    }
    if ((code >= 0xdc00 && code <= 0xdfff) || refuse(code)) return false;
  }
  return true;
}

export function isSingleLineText(text: string): boolean {
  return everyUnitAllowed(text, (code) => isControl(code) || isLineSeparatorOrBidiControl(code));
}

export function isMultiLineText(text: string): boolean {
  return everyUnitAllowed(text, (code) => isControl(code) && code !== tab && code !== lineFeed && code !== carriageReturn);
}
