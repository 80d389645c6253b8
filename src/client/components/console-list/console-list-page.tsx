import { useId, type ReactNode } from 'react';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import { CatalogImportFlow } from '../csv/catalog-import-flow.tsx';
import { FormAlert } from '../feedback/form-alert.tsx';

export interface ConsoleListPageProps {
  /** Words for the page: 'exhibitor' / 'exhibitors' / 'Exhibitors'. */
  one: string;
  many: string;
  title: string;
  count: number;
  /** Shown above the "New …" form (the sponsors' tiers). */
  before?: ReactNode;
  newForm: ReactNode;
  /** A failed remove, in plain words, or null. */
  removeError: string | null;
  /** The list itself (one or more <ul>s of EditableRow). */
  children: ReactNode;
  columnsHelp: string;
  onCheck: (csv: string) => Promise<CatalogImportPreview>;
  onImport: (csv: string) => Promise<CatalogImportPreview>;
}

/**
 * The frame of a console tab that edits an event's list (exhibitors, sponsors): a "New …" form,
 * the list with its count, and the CSV import with check, preview, all or nothing.
 */
export function ConsoleListPage({ one, many, title, count, before, newForm, removeError, children, columnsHelp, onCheck, onImport }: ConsoleListPageProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      {before}
      <section aria-labelledby={`${id}-new`} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
        <h2 id={`${id}-new`} className="mb-3 text-lg font-bold">
          New {one}
        </h2>
        {newForm}
      </section>

      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-3">
        <h2 id={`${id}-list`} className="text-lg font-bold">
          {title} ({count.toLocaleString('en-CA')})
        </h2>
        <FormAlert message={removeError} />
        {count === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">No {many} yet. Add one above or import a CSV file below.</p> : null}
        {children}
      </section>

      <section aria-labelledby={`${id}-import`} className="flex flex-col gap-3">
        <h2 id={`${id}-import`} className="text-lg font-bold">
          Import from a CSV file
        </h2>
        <CatalogImportFlow what={many} columnsHelp={columnsHelp} onCheck={onCheck} onImport={onImport} />
      </section>
    </div>
  );
}
