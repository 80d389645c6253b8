import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { CatalogImportFlow } from '#client/components/csv/catalog-import-flow.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { exhibitorListQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { emptyExhibitorForm, exhibitorFormValues } from '../../exhibitor-form-values.ts';
import { ExhibitorForm } from './exhibitor-form.tsx';
import { ExhibitorTeamEditor } from './exhibitor-team-editor.tsx';

const columnsHelp = 'Columns: name (required), booth, description, categories (separated by ; or |), website. A name already here updates that stand; logos are added here afterwards.';

/** The console's Exhibitors tab: add, edit (logo, categories, links, team), remove, and import stands from a CSV file. */
export function ConsoleExhibitorsPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const list = useQuery(exhibitorListQuery(trpc, eventId));
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.exhibitors.list.queryKey({ eventId }) });
  const save = useMutation(trpc.exhibitors.save.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.exhibitors.remove.mutationOptions({ onSuccess: refresh }));
  const preview = useMutation(trpc.exhibitors.importPreview.mutationOptions());
  const commit = useMutation(trpc.exhibitors.importCommit.mutationOptions({ onSuccess: refresh }));

  if (list.isPending) return <Spinner label="Loading exhibitors" />;
  if (!list.data) return <QueryErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  const stands = list.data.exhibitors;

  const confirmRemove = (exhibitor: Exhibitor) => {
    if (window.confirm(`Remove “${exhibitor.name}”? Its team’s leads go with it.`)) remove.mutate({ eventId, exhibitorId: exhibitor.id });
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="new-exhibitor-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
        <h2 id="new-exhibitor-heading" className="mb-3 text-lg font-bold">
          New exhibitor
        </h2>
        <ExhibitorForm
          key={formKey}
          initial={emptyExhibitorForm}
          submitLabel="Add exhibitor"
          onSubmit={async (exhibitor) => {
            await save.mutateAsync({ eventId, exhibitor });
            setFormKey((key) => key + 1);
          }}
        />
      </section>

      <section aria-labelledby="exhibitors-heading" className="flex flex-col gap-3">
        <h2 id="exhibitors-heading" className="text-lg font-bold">
          Exhibitors ({stands.length.toLocaleString('en-CA')})
        </h2>
        <FormAlert message={remove.error ? errorText(remove.error) : null} />
        {stands.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">No exhibitors yet. Add one above or import a CSV file below.</p> : null}
        <ul className="flex flex-col gap-3" aria-label="Exhibitors">
          {stands.map((exhibitor) => (
            <li key={exhibitor.id} aria-label={exhibitor.name} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
              {editing === exhibitor.id ? (
                <div className="flex flex-col gap-6">
                  <ExhibitorForm
                    initial={exhibitorFormValues(exhibitor)}
                    submitLabel="Save exhibitor"
                    onSubmit={async (draft) => {
                      await save.mutateAsync({ eventId, exhibitorId: exhibitor.id, exhibitor: draft });
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                  <ExhibitorTeamEditor eventId={eventId} exhibitorId={exhibitor.id} exhibitorName={exhibitor.name} />
                </div>
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex min-w-0 items-start gap-3">
                    {exhibitor.logo ? <img src={exhibitor.logo.src} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : null}
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words">{exhibitor.name}</h3>
                      <p className="text-sm text-gray-600 dark:text-gray-400">
                        {[exhibitor.booth ? `Booth ${exhibitor.booth}` : 'No booth yet', ...exhibitor.categories].join(' · ')}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={buttonStyles.secondary} aria-label={`Edit ${exhibitor.name}`} onClick={() => setEditing(exhibitor.id)}>
                      Edit
                    </button>
                    <button type="button" className={buttonStyles.ghost} aria-label={`Remove ${exhibitor.name}`} onClick={() => confirmRemove(exhibitor)}>
                      Remove
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="import-exhibitors-heading" className="flex flex-col gap-3">
        <h2 id="import-exhibitors-heading" className="text-lg font-bold">
          Import from a CSV file
        </h2>
        <CatalogImportFlow
          what="exhibitors"
          columnsHelp={columnsHelp}
          onCheck={(csv) => preview.mutateAsync({ eventId, csv })}
          onImport={(csv) => commit.mutateAsync({ eventId, csv })}
        />
      </section>
    </div>
  );
}
