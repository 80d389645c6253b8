import Papa from 'papaparse';

/** A data row of a catalogue file (exhibitors, sponsors): its cells by column, and what is wrong with it. */
export interface CatalogCsvRow<Column extends string> {
  /** The row number a spreadsheet shows (the header is row 1), as the people import counts. */
  row: number;
  cells: Partial<Record<Column, string>>;
  errors: string[];
}

export type CatalogCsvResult<Column extends string> = { ok: true; rows: CatalogCsvRow<Column>[] } | { ok: false; message: string };

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV the way the people import does (papaparse: a byte-order mark, Windows line
 * endings, ; or tab separators, quoted cells with commas and line breaks). Headers are matched
 * without case, spaces, dashes or underscores through `aliases`; `required` must be among them.
 * Only a file that cannot be read at all fails as a whole; each row gets its own errors.
 */
export function readCatalogCsv<Column extends string>(csv: string, aliases: Record<string, Column>, required: Column, maxRows: number): CatalogCsvResult<Column> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, delimitersToGuess: [',', ';', '\t'] });
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex];
  if (!header) return { ok: false, message: 'The file is empty' };
  const columns = header.map((name) => aliases[normalizeHeader(name)] ?? null);
  if (!columns.includes(required)) return { ok: false, message: `The file needs a "${required}" column in its first row` };
  if (records.length - headerIndex - 1 > maxRows) return { ok: false, message: `A file may hold at most ${maxRows.toLocaleString('en-CA')} rows` };
  const quoteErrors = new Set<number>();
  for (const error of parsed.errors) if (error.type === 'Quotes' && error.row !== undefined) quoteErrors.add(error.row);

  const rows: CatalogCsvRow<Column>[] = [];
  records.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const fields: Partial<Record<Column, string>> = {};
    columns.forEach((column, position) => {
      if (column && fields[column] === undefined) fields[column] = (cells[position] ?? '').trim();
    });
    const errors: string[] = [];
    if (quoteErrors.has(index)) errors.push('A quoted cell is not closed');
    if (cells.length > header.length && !isBlank(cells.slice(header.length))) errors.push('This row has more cells than the header (a comma outside quotes?)');
    rows.push({ row: index + 1, cells: fields, errors });
  });
  return { ok: true, rows };
}

/** "AI; Cloud | Data" → ["AI", "Cloud", "Data"]. */
export const splitList = (cell: string | undefined) => (cell ?? '').split(/[;|]/).map((part) => part.trim()).filter((part) => part !== '');
