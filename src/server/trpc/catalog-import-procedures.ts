import { catalogImportInput, catalogImportPreviewSchema, type CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import type { Db } from '../db/client.ts';
import type { AccessContext } from '../services/access/require-access.ts';
import { csvImportProcedures } from './csv-import-procedures.ts';

/** A named list's import step (exhibitors, sponsors): the same file, checked or written for one event. */
type CatalogImportJob = (db: Db, eventId: string, csv: string, now: Date) => Promise<CatalogImportPreview>;

/**
 * The CSV import pair of a named list, which exhibitors and sponsors share to the letter: same input
 * and preview, `authorize` (the list's manager check) first, then the list's own preview or commit.
 */
export function catalogImportProcedures(authorize: (ctx: AccessContext, eventId: string) => Promise<unknown>, jobs: { preview: CatalogImportJob; commit: CatalogImportJob }) {
  return csvImportProcedures({
    input: catalogImportInput,
    output: catalogImportPreviewSchema,
    authorize,
    preview: (ctx, input) => jobs.preview(ctx.deps.db, input.eventId, input.csv, ctx.deps.clock.now()),
    commit: (ctx, input) => jobs.commit(ctx.deps.db, input.eventId, input.csv, ctx.deps.clock.now()),
  });
}
