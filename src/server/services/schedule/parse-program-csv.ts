import Papa from 'papaparse';

// The programme file (schedule-admin contract): title, description, room, track, date
// (YYYY-MM-DD), start and end (HH:MM), speakers (member emails separated by ;), and an optional
// end date for a session over several days. Read like the people import: papaparse, headers
// without case or separators, per-row problems kept per row.

const programColumns = ['title', 'description', 'room', 'track', 'date', 'start', 'end', 'endDate', 'speakers'] as const;
type ProgramColumn = (typeof programColumns)[number];
type ProgramCells = Record<ProgramColumn, string>;

const headerAliases: Record<string, ProgramColumn> = {
  ...Object.fromEntries(programColumns.map((column) => [column, column])),
  session: 'title',
  name: 'title',
  abstract: 'description',
  location: 'room',
  day: 'date',
  starttime: 'start',
  starts: 'start',
  from: 'start',
  endtime: 'end',
  ends: 'end',
  to: 'end',
  speaker: 'speakers',
  speakeremails: 'speakers',
  enddate: 'endDate',
  endday: 'endDate',
  until: 'endDate',
};
const requiredColumns: ProgramColumn[] = ['title', 'date', 'start', 'end'];
const maxProgramRows = 5_000;

export interface ParsedProgramRow {
  /** The row number a spreadsheet shows (the header is row 1), as in the people import. */
  row: number;
  cells: ProgramCells;
  errors: string[];
}

export type ParseProgramResult = { ok: true; rows: ParsedProgramRow[] } | { ok: false; message: string };

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Only a file that cannot be read at all (no header, a missing column, too long) fails as a whole. */
export function parseProgramCsv(csv: string): ParseProgramResult {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, delimitersToGuess: [',', ';', '\t'] });
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex];
  if (!header) return { ok: false, message: 'The file is empty' };
  const columns = header.map((name) => headerAliases[normalizeHeader(name)] ?? null);
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) return { ok: false, message: `The file needs these columns in its first row: ${missing.join(', ')}` };
  if (records.length - headerIndex - 1 > maxProgramRows) return { ok: false, message: `A file may hold at most ${maxProgramRows.toLocaleString('en-CA')} sessions` };
  const quoteErrors = new Set(parsed.errors.flatMap((error) => (error.type === 'Quotes' && error.row !== undefined ? [error.row] : [])));

  const rows: ParsedProgramRow[] = [];
  records.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const fields = Object.fromEntries(programColumns.map((column) => [column, ''])) as ProgramCells;
    const seen = new Set<ProgramColumn>();
    columns.forEach((column, position) => {
      if (!column || seen.has(column)) return;
      seen.add(column);
      fields[column] = (cells[position] ?? '').trim();
    });
    const errors: string[] = [];
    if (quoteErrors.has(index)) errors.push('A quoted cell is not closed');
    if (cells.length > header.length && !isBlank(cells.slice(header.length))) errors.push('This row has more cells than the header (a comma outside quotes?)');
    rows.push({ row: index + 1, cells: fields, errors });
  });
  return { ok: true, rows };
}
