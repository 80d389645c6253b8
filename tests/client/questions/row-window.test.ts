import { describe, expect, it } from 'vitest';
import { rowWindow } from '#client/features/questions/row-window.ts';

describe('which rows of a long list are drawn', () => {
  const rows = Array.from({ length: 500 }, () => 100);

  it('draws the rows overlapping the span and keeps the others as space above and below', () => {
    expect(rowWindow(rows, 1_050, 1_950)).toEqual({ start: 10, end: 20, before: 1_000, after: 48_000 });
  });

  it('starts at the top and stops at the end of the list', () => {
    expect(rowWindow(rows, -900, 250)).toEqual({ start: 0, end: 3, before: 0, after: 49_700 });
    expect(rowWindow(rows, 49_950, 60_000)).toEqual({ start: 499, end: 500, before: 49_900, after: 0 });
  });

  it('uses each row its own height', () => {
    expect(rowWindow([300, 50, 50, 400, 100], 320, 420)).toEqual({ start: 1, end: 4, before: 300, after: 100 });
  });

  it('draws nothing of an empty list, or past its end', () => {
    expect(rowWindow([], 0, 1_000)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
    expect(rowWindow([100, 100], 500, 900)).toEqual({ start: 2, end: 2, before: 200, after: 0 });
  });
});
