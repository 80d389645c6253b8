import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * The check and the result of a CSV import of a named list (exhibitors, sponsors): one row per
 * line, what importing does with it (matched by name: a known name is updated) or its errors.
 */
const catalogImportRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  outcome: z.enum(['new', 'update', 'unchanged', 'error']),
  errors: z.array(z.string()),
});
export const catalogImportPreviewSchema = z.object({
  rows: z.array(catalogImportRowSchema),
  counts: z.object({ new: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
});
export type CatalogImportPreview = z.infer<typeof catalogImportPreviewSchema>;
/** The file to check or import for one event (the CSV as text). */
export const catalogImportInput = z.object({ eventId: idSchema, csv: z.string().max(2_000_000) });
