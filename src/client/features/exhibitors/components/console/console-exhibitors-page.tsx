import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { ConsoleListPage } from '#client/components/console-list/console-list-page.tsx';
import { EditableRow } from '#client/components/console-list/editable-row.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
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
    <ConsoleListPage
      one="exhibitor"
      many="exhibitors"
      title="Exhibitors"
      count={stands.length}
      removeError={remove.error ? errorText(remove.error) : null}
      newForm={
        <ExhibitorForm
          key={formKey}
          initial={emptyExhibitorForm}
          submitLabel="Add exhibitor"
          onSubmit={async (exhibitor) => {
            await save.mutateAsync({ eventId, exhibitor });
            setFormKey((key) => key + 1);
          }}
        />
      }
      columnsHelp={columnsHelp}
      onCheck={(csv) => preview.mutateAsync({ eventId, csv })}
      onImport={(csv) => commit.mutateAsync({ eventId, csv })}
    >
      <ul className="flex flex-col gap-3" aria-label="Exhibitors">
        {stands.map((exhibitor) => (
          <EditableRow
            key={exhibitor.id}
            name={exhibitor.name}
            logoSrc={exhibitor.logo?.src ?? null}
            details={<p className="text-sm text-gray-600 dark:text-gray-400">{[exhibitor.booth ? `Booth ${exhibitor.booth}` : 'No booth yet', ...exhibitor.categories].join(' · ')}</p>}
            editing={editing === exhibitor.id}
            onEdit={() => setEditing(exhibitor.id)}
            onRemove={() => confirmRemove(exhibitor)}
          >
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
          </EditableRow>
        ))}
      </ul>
    </ConsoleListPage>
  );
}
