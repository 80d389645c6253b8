/**
 * A spreadsheet that opens a CSV runs any cell starting with one of these as a formula
 * (=HYPERLINK(…) leaks data, =cmd|… ran programs in old Excel). Cells come from strangers:
 * names, ticket types, titles.
 */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A leading apostrophe makes the spreadsheet show the cell as text. Judged on the first
 * character alone, whatever follows: papaparse's own escapeFormulae tests the whole cell with
 * a pattern whose "." stops at a line break, so "x\n=HYPERLINK(…)" or "=1\n" went through.
 */
export function escapeFormulaCell(cell: string): string {
  return formulaStarts.has(cell.charAt(0)) ? `'${cell}` : cell;
}
