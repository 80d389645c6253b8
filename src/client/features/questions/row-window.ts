// Which rows of a long list are drawn: those near the screen. The rest are left out and their
// space kept as padding above and below, so the scroll bar, the page length and the place on the
// page stay as if every row were there.

export interface RowWindow {
  /** First drawn row (index into the list). */
  start: number;
  /** One past the last drawn row. */
  end: number;
  /** Height of the rows above the drawn ones, in px. */
  before: number;
  /** Height of the rows below the drawn ones, in px. */
  after: number;
}

/** The rows that overlap [top, bottom), in px from the list's top edge, given each row's height. */
export function rowWindow(heights: readonly number[], top: number, bottom: number): RowWindow {
  let offset = 0;
  let index = 0;
  for (; index < heights.length; index++) {
    const height = heights[index] ?? 0;
    if (offset + height > top) break;
    offset += height;
  }
  const start = index;
  const before = offset;
  for (; index < heights.length && offset < bottom; index++) offset += heights[index] ?? 0;
  const end = Math.max(start, index);
  let after = 0;
  for (; index < heights.length; index++) after += heights[index] ?? 0;
  return { start, end, before, after };
}
