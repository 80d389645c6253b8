import Papa from 'papaparse';
import type { Lead } from '#shared/contracts/exhibitors.ts';
import { escapeFormulaCell } from '../csv/escape-formula-cell.ts';
import { csvFilename } from '../csv/csv-filename.ts';

const columns = ['first name', 'last name', 'headline', 'company', 'rating', 'note', 'scanned at', 'scanned by'] as const;

export function leadsFilename(exhibitorName: string, now: Date): string {
  return csvFilename(exhibitorName, 'exhibitor', 'leads', now);
}

/**
 * The leads as loadLeads shows them (what each attendee lets others see, nothing more): a
 * hidden profile is an empty name. Cells a spreadsheet would run as a formula are escaped:
 * names and notes come from strangers.
 */
export function toLeadsCsv(leads: Lead[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: leads.map((lead) =>
        [
          lead.person.firstName ?? '',
          lead.person.lastName ?? '',
          lead.person.headline ?? '',
          lead.person.company ?? '',
          lead.rating === null ? '' : String(lead.rating),
          lead.note,
          new Date(lead.scannedAt).toISOString(),
          lead.scannedBy ?? '',
        ].map(escapeFormulaCell),
      ),
    },
    { newline: '\r\n' },
  );
}
