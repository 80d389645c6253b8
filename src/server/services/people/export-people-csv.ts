import Papa from 'papaparse';
import type { Person } from '#shared/contracts/people.ts';
import { escapeFormulaCell } from '../csv/escape-formula-cell.ts';
import { csvFilename } from '../csv/csv-filename.ts';

const columns = ['email', 'first name', 'last name', 'role', 'ticket type', 'status'] as const;

/** A file name that is safe everywhere: the event's name in lower-case words, and the date. */
export function exportFilename(eventName: string, now: Date): string {
  return csvFilename(eventName, 'event', 'people', now);
}

/**
 * The import's columns plus status, so the file can be edited and imported back. Cells
 * that a spreadsheet would run as a formula get a leading apostrophe (escapeFormulaCell);
 * papaparse only quotes.
 */
export function toPeopleCsv(people: Person[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: people.map((person) =>
        [person.email, person.firstName, person.lastName, person.role, person.ticketType, person.status].map(escapeFormulaCell),
      ),
    },
    { newline: '\r\n' },
  );
}
