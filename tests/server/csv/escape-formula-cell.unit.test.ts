import { describe, expect, it } from 'vitest';
import { escapeFormulaCell } from '#server/services/csv/escape-formula-cell.ts';

describe('escapeFormulaCell', () => {
  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")\nsafe', '-\n', '='])('prefixes an apostrophe to %j', (cell) => {
    expect(escapeFormulaCell(cell)).toBe(`'${cell}`);
  });

  it.each(['Ada', '', 'x\n=1+1', ' =1', "'=1", 'ada@example.test', '2+3'])('leaves %j alone', (cell) => {
    expect(escapeFormulaCell(cell)).toBe(cell);
  });
});
