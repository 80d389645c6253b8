import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { ImportRowsTable, importOutcomeTones, MissingValue, type OutcomeCopy } from '#client/components/csv/import-rows-table.tsx';

type Row = ImportProgramPreview['rows'][number];

const outcomeCopy: Record<Row['outcome'], OutcomeCopy> = {
  new: { label: 'New', tone: importOutcomeTones.new },
  update: { label: 'Update', tone: importOutcomeTones.update },
  error: { label: 'Error', tone: importOutcomeTones.error },
};

const titleColumn = { header: 'Title', cell: (row: Row) => row.title || <MissingValue>(no title)</MissingValue> };

/** Every row's outcome; rows with errors first, so what needs fixing is on top. */
export function ProgramImportRows({ source, rows }: { source: string; rows: readonly Row[] }) {
  const ordered = [...rows.filter((row) => row.outcome === 'error'), ...rows.filter((row) => row.outcome !== 'error')];
  return <ImportRowsTable source={source} rows={ordered} subject={titleColumn} outcomes={outcomeCopy} notesHeader="Errors" />;
}
