import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sponsor } from '#shared/contracts/sponsors.ts';
import { ConsoleListPage } from '#client/components/console-list/console-list-page.tsx';
import { EditableRow } from '#client/components/console-list/editable-row.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { sponsorListQuery } from '#client/lib/queries/sponsors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { sponsorsByTier } from '../../sponsors-by-tier.ts';
import { SponsorForm, emptySponsorDraft, sponsorDraftOf } from './sponsor-form.tsx';
import { SponsorTiersEditor } from './sponsor-tiers-editor.tsx';

const columnsHelp = 'Columns: name (required), tier, description, website. A tier the event lacks is created; a name already here updates that sponsor; logos are added here afterwards.';

/** The console's Sponsors tab: tiers, sponsors by tier (add, edit, logo, remove), and a CSV import. */
export function ConsoleSponsorsPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const list = useQuery(sponsorListQuery(trpc, eventId));
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.sponsors.list.queryKey({ eventId }) });
  const save = useMutation(trpc.sponsors.save.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.sponsors.remove.mutationOptions({ onSuccess: refresh }));
  const preview = useMutation(trpc.sponsors.importPreview.mutationOptions());
  const commit = useMutation(trpc.sponsors.importCommit.mutationOptions({ onSuccess: refresh }));

  if (list.isPending) return <Spinner label="Loading sponsors" />;
  if (!list.data) return <QueryErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  const { tiers, sponsors } = list.data;

  const confirmRemove = (sponsor: Sponsor) => {
    if (window.confirm(`Remove “${sponsor.name}”?`)) remove.mutate({ eventId, sponsorId: sponsor.id });
  };

  return (
    <ConsoleListPage
      one="sponsor"
      many="sponsors"
      title="Sponsors"
      count={sponsors.length}
      before={<SponsorTiersEditor eventId={eventId} tiers={tiers} onChanged={refresh} />}
      removeError={remove.error ? errorText(remove.error) : null}
      newForm={
        <SponsorForm
          key={formKey}
          initial={emptySponsorDraft}
          tiers={tiers}
          submitLabel="Add sponsor"
          onSubmit={async (sponsor) => {
            await save.mutateAsync({ eventId, sponsor });
            setFormKey((key) => key + 1);
          }}
        />
      }
      columnsHelp={columnsHelp}
      onCheck={(csv) => preview.mutateAsync({ eventId, csv })}
      onImport={(csv) => commit.mutateAsync({ eventId, csv })}
    >
      {sponsorsByTier(tiers, sponsors).map((group) => (
        <div key={group.id}>
          <h3 className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{group.name}</h3>
          <ul className="mt-2 flex flex-col gap-3" aria-label={`${group.name} sponsors`}>
            {group.sponsors.map((sponsor) => (
              <EditableRow
                key={sponsor.id}
                name={sponsor.name}
                nameAs="p"
                logoSrc={sponsor.logo?.src ?? null}
                details={sponsor.url ? <p className="text-sm break-all text-gray-600 dark:text-gray-400">{sponsor.url}</p> : null}
                editing={editing === sponsor.id}
                onEdit={() => setEditing(sponsor.id)}
                onRemove={() => confirmRemove(sponsor)}
              >
                <SponsorForm
                  initial={sponsorDraftOf(sponsor)}
                  tiers={tiers}
                  submitLabel="Save sponsor"
                  onSubmit={async (draft) => {
                    await save.mutateAsync({ eventId, sponsorId: sponsor.id, sponsor: draft });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              </EditableRow>
            ))}
          </ul>
        </div>
      ))}
    </ConsoleListPage>
  );
}
