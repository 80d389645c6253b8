import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import type { z } from 'zod';
import { DomainError } from '../domain-error.ts';
import type { CatalogCsvRow } from './read-catalog-csv.ts';

/** How many row errors a refused commit names in its message (the preview lists them all). */
const errorsInMessage = 5;

export interface PlannedRow<Draft> {
  row: number;
  name: string;
  draft: Draft | null;
  errors: string[];
}

/**
 * Each row checked against the draft schema, with duplicate names (case-insensitive) refused:
 * a name is how a row finds the entry it updates.
 */
export function checkRows<Column extends string, Draft extends { name: string }>(
  rows: CatalogCsvRow<Column>[],
  toCandidate: (row: CatalogCsvRow<Column>) => unknown,
  schema: z.ZodType<Draft>,
  label: (path: PropertyKey[]) => string,
): PlannedRow<Draft>[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const errors = [...row.errors];
    const parsed = schema.safeParse(toCandidate(row));
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => `${label(issue.path)}${issue.message}`));
    const name = parsed.success ? parsed.data.name : ((row.cells as Record<string, string | undefined>).name ?? '');
    const key = name.toLocaleLowerCase('en');
    const earlier = key ? firstRowOf.get(key) : undefined;
    if (earlier !== undefined) errors.push(`The same name as row ${earlier}`);
    else if (key) firstRowOf.set(key, row.row);
    return { row: row.row, name, draft: parsed.success && errors.length === 0 ? parsed.data : null, errors };
  });
}

/** The preview: each row's outcome against what the event has now (found by name). */
export function previewRows<Draft>(rows: PlannedRow<Draft>[], outcomeOf: (draft: Draft) => 'new' | 'update' | 'unchanged'): CatalogImportPreview {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  const preview = rows.map((row) => {
    const outcome = row.draft ? outcomeOf(row.draft) : ('error' as const);
    counts[outcome] += 1;
    return { row: row.row, name: row.name, outcome, errors: row.errors };
  });
  return { rows: preview, counts };
}

/** All or nothing: a file with any bad row is refused, naming the first few. */
export function refuseBadRows<Draft>(rows: PlannedRow<Draft>[]): Draft[] {
  const bad = rows.filter((row) => row.errors.length > 0 || !row.draft);
  if (bad.length > 0) {
    const named = bad.slice(0, errorsInMessage).map((row) => `row ${row.row}: ${row.errors.join('; ')}`);
    const more = bad.length > errorsInMessage ? `; and ${bad.length - errorsInMessage} more` : '';
    throw new DomainError('BAD_REQUEST', `Nothing was imported: ${bad.length} ${bad.length === 1 ? 'row has' : 'rows have'} errors (${named.join('; ')}${more})`);
  }
  return rows.map((row) => row.draft as Draft);
}
