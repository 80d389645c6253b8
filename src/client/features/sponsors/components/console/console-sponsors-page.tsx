import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sponsor } from '#shared/contracts/sponsors.ts';
import { CatalogImportFlow } from '#client/components/csv/catalog-import-flow.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
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
    <div className="flex flex-col gap-8">
      <SponsorTiersEditor eventId={eventId} tiers={tiers} onChanged={refresh} />

      <section aria-labelledby="new-sponsor-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
        <h2 id="new-sponsor-heading" className="mb-3 text-lg font-bold">
          New sponsor
        </h2>
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
      </section>

      <section aria-labelledby="sponsors-heading" className="flex flex-col gap-4">
        <h2 id="sponsors-heading" className="text-lg font-bold">
          Sponsors ({sponsors.length.toLocaleString('en-CA')})
        </h2>
        <FormAlert message={remove.error ? errorText(remove.error) : null} />
        {sponsors.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">No sponsors yet. Add one above or import a CSV file below.</p> : null}
        {sponsorsByTier(tiers, sponsors).map((group) => (
          <div key={group.id}>
            <h3 className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{group.name}</h3>
            <ul className="mt-2 flex flex-col gap-3" aria-label={`${group.name} sponsors`}>
              {group.sponsors.map((sponsor) => (
                <li key={sponsor.id} aria-label={sponsor.name} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
                  {editing === sponsor.id ? (
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
                  ) : (
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="flex min-w-0 items-start gap-3">
                        {sponsor.logo ? <img src={sponsor.logo.src} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : null}
                        <div className="min-w-0">
                          <p className="font-semibold break-words">{sponsor.name}</p>
                          {sponsor.url ? <p className="text-sm break-all text-gray-600 dark:text-gray-400">{sponsor.url}</p> : null}
                        </div>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <button type="button" className={buttonStyles.secondary} aria-label={`Edit ${sponsor.name}`} onClick={() => setEditing(sponsor.id)}>
                          Edit
                        </button>
                        <button type="button" className={buttonStyles.ghost} aria-label={`Remove ${sponsor.name}`} onClick={() => confirmRemove(sponsor)}>
                          Remove
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="import-sponsors-heading" className="flex flex-col gap-3">
        <h2 id="import-sponsors-heading" className="text-lg font-bold">
          Import from a CSV file
        </h2>
        <CatalogImportFlow what="sponsors" columnsHelp={columnsHelp} onCheck={(csv) => preview.mutateAsync({ eventId, csv })} onImport={(csv) => commit.mutateAsync({ eventId, csv })} />
      </section>
    </div>
  );
}
