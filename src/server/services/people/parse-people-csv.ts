import Papa from 'papaparse';
import { attendeeInviteSchema, type AttendeeInvite } from '#shared/contracts/people.ts';
import { eventRoles } from '#shared/contracts/event.ts';

/** Headers are matched without case, spaces, dashes or underscores; a few common spellings count too. */
const headerAliases: Record<string, keyof AttendeeInvite> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  role: 'role',
  tickettype: 'ticketType',
  ticket: 'ticketType',
};

/** Organizers write roles the way their team says them. */
const roleAliases: Record<string, AttendeeInvite['role']> = {
  ...Object.fromEntries(eventRoles.map((role) => [role, role])),
  door: 'staff',
  doorstaff: 'staff',
  volunteer: 'staff',
  exhibit: 'exhibitor',
  sponsor: 'exhibitor',
};

const maxImportRows = 20_000;

export interface ParsedPersonRow {
  /** The row number a spreadsheet shows for the record: the file's first record (the header) is row 1, blank lines count, a quoted cell's line breaks do not. */
  row: number;
  email: string;
  invite: AttendeeInvite | null;
  errors: string[];
}

export type ParseResult = { ok: true; rows: ParsedPersonRow[] } | { ok: false; message: string };

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

function readRole(raw: string): { role: AttendeeInvite['role'] } | { error: string } {
  const key = raw.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (key === '') return { role: 'attendee' };
  const role = roleAliases[key];
  return role ? { role } : { error: `Unknown role "${raw.trim()}": use ${eventRoles.join(', ')}` };
}

/**
 * Reads an attendee CSV (header row: email, first name, last name, role, ticket type) with
 * papaparse: a byte-order mark, Windows line endings, ; or tab separators and quoted fields
 * with commas and line breaks all work. Each row gets its own errors (bad email, unknown
 * role, duplicate email); only a file that cannot be read at all fails as a whole.
 */
export function parsePeopleCsv(csv: string): ParseResult {
  // Not skipEmptyLines: papaparse would then number its errors by rows it no longer returns.
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, delimitersToGuess: [',', ';', '\t'] });
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex];
  if (!header) return { ok: false, message: 'The file is empty' };
  const columns = header.map((name) => headerAliases[normalizeHeader(name)] ?? null);
  if (!columns.includes('email')) return { ok: false, message: 'The file needs an "email" column in its first row' };
  if (records.length - headerIndex - 1 > maxImportRows) {
    return { ok: false, message: `A file may hold at most ${maxImportRows.toLocaleString('en-CA')} people` };
  }
  const quoteErrors = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.type === 'Quotes' && error.row !== undefined) quoteErrors.set(error.row, 'A quoted cell is not closed');
  }

  const firstRowOfEmail = new Map<string, number>();
  const rows: ParsedPersonRow[] = [];
  records.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const row = index + 1;
    const fields: Partial<Record<keyof AttendeeInvite, string>> = {};
    columns.forEach((column, position) => {
      if (column && fields[column] === undefined) fields[column] = cells[position] ?? '';
    });
    const errors: string[] = [];
    const quoteError = quoteErrors.get(index);
    if (quoteError) errors.push(quoteError);
    if (cells.length > header.length && !isBlank(cells.slice(header.length))) {
      errors.push('This row has more cells than the header (a comma outside quotes?)');
    }
    const role = readRole(fields.role ?? '');
    if ('error' in role) errors.push(role.error);
    const candidate = attendeeInviteSchema.safeParse({
      email: fields.email ?? '',
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      role: 'role' in role ? role.role : 'attendee',
      ticketType: fields.ticketType ?? '',
    });
    if (!candidate.success) errors.push(...candidate.error.issues.map((issue) => issueText(issue.path, issue.message)));
    const email = candidate.success ? candidate.data.email : (fields.email ?? '').trim().toLowerCase();
    const earlier = email ? firstRowOfEmail.get(email) : undefined;
    if (earlier !== undefined) errors.push(`The same email as row ${earlier}`);
    else if (email) firstRowOfEmail.set(email, row);
    rows.push({ row, email, invite: candidate.success && errors.length === 0 ? candidate.data : null, errors });
  });
  return { ok: true, rows };
}

const fieldLabels: Record<string, string> = { email: 'Email', firstName: 'First name', lastName: 'Last name', ticketType: 'Ticket type' };

function issueText(path: PropertyKey[], message: string): string {
  const field = typeof path[0] === 'string' ? fieldLabels[path[0]] : undefined;
  if (field === 'Email') return message; // "Enter a valid email address" already names it
  return field ? `${field}: ${message}` : message;
}
