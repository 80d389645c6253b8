import { useCallback, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { canManagePeople, hasEventPermission } from '#client/lib/event-permissions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { PanelCard } from '#client/components/ui/panel-card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { FileIcon, MailIcon } from '#client/components/ui/admin-icons.tsx';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { peopleListQuery, peoplePageSize } from '#client/lib/queries/people-queries.ts';
import { usePeopleMutations } from '../hooks/use-people-mutations.ts';
import { CsvImportFlow } from './csv-import-flow.tsx';
import { ExportPeopleButton } from './export-people-button.tsx';
import { InvitePersonForm } from './invite-person-form.tsx';
import { PeopleList } from './people-list.tsx';
import { PeopleToolbar } from './people-toolbar.tsx';

export interface PeopleSearch {
  q?: string;
  role?: EventMemberRole;
  page?: number;
}

type Panel = 'invite' | 'import' | null;

/** /event/$eventId/console/people: who is in, who is invited; add, import, change, remove, export. */
export function PeoplePage({ eventId, search }: { eventId: string; search: PeopleSearch }) {
  const trpc = useTrpc();
  const navigate = useNavigate({ from: '/event/$eventId/console/people' });
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const [panel, setPanel] = useState<Panel>(null);
  const { importPreview, importCommit } = usePeopleMutations();
  const page = search.page ?? 1;
  // The previous page stays on screen while the next loads, so the list does not jump.
  const list = useQuery({
    ...peopleListQuery(trpc, { eventId, search: search.q ?? '', role: search.role, page }),
    placeholderData: keepPreviousData,
    enabled: event ? canManagePeople(event) : false,
  });
  usePageTitle('People · Console');
  const onSearch = useCallback((q: string) => void navigate({ search: (current) => ({ ...current, q: q || undefined, page: undefined }), replace: true }), [navigate]);
  if (!event) return null;

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / peoplePageSize));
  const from = total === 0 ? 0 : (page - 1) * peoplePageSize + 1;
  const to = Math.min(total, page * peoplePageSize);
  const filtered = Boolean(search.q || search.role);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {list.data ? `${total.toLocaleString('en-CA')} ${filtered ? 'matching' : 'in total'}: people who joined and people invited.` : 'Everyone who joined or is invited.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasEventPermission(event, 'Event::Member::Invite') ? (
            <button type="button" className={buttonStyles.primary} aria-expanded={panel === 'invite'} aria-controls="people-invite" onClick={() => toggle('invite')}>
              <MailIcon className="size-5" /> Invite someone
            </button>
          ) : null}
          {hasEventPermission(event, 'Event::Member::Import') ? (
            <button type="button" className={buttonStyles.secondary} aria-expanded={panel === 'import'} aria-controls="people-import" onClick={() => toggle('import')}>
              <FileIcon className="size-5" /> Import CSV
            </button>
          ) : null}
          {hasEventPermission(event, 'Event::Member::Export') ? <ExportPeopleButton eventId={event.id} /> : null}
        </div>
      </div>

      {panel === 'invite' ? (
        <PanelCard id="people-invite" title="Invite one person" onClose={() => setPanel(null)}>
          <InvitePersonForm eventId={event.id} />
        </PanelCard>
      ) : null}
      {panel === 'import' ? (
        <PanelCard id="people-import" title="Import people from a CSV file" onClose={() => setPanel(null)}>
          <CsvImportFlow
            onCheck={(csv) => importPreview.mutateAsync({ eventId: event.id, csv })}
            onImport={(csv) => importCommit.mutateAsync({ eventId: event.id, csv })}
          />
        </PanelCard>
      ) : null}

      <section aria-labelledby="people-list-title" className={card}>
        <h2 id="people-list-title" className="sr-only">
          People
        </h2>
        <PeopleToolbar
          search={search.q ?? ''}
          role={search.role}
          onSearch={onSearch}
          onRole={(role) => void navigate({ search: (current) => ({ ...current, role, page: undefined }), replace: true })}
        />
        <div className="mt-2" aria-busy={list.isFetching}>
          {list.data ? (
            list.data.items.length === 0 ? (
              <p className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">
                {filtered ? 'Nobody matches. Try another name or role.' : 'Nobody yet. Invite someone or import a CSV file.'}
              </p>
            ) : (
              <PeopleList event={event} people={list.data.items} />
            )
          ) : list.isError ? (
            <QueryErrorNotice error={list.error} onRetry={() => void list.refetch()} />
          ) : list.fetchStatus === 'paused' ? (
            <OfflineNotice what="The people of this event" />
          ) : (
            <div className="flex justify-center py-10">
              <Spinner label="Loading people" />
            </div>
          )}
        </div>
        {list.data && total > peoplePageSize ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 border-t border-gray-200 pt-4 dark:border-gray-800">
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {from.toLocaleString('en-CA')}–{to.toLocaleString('en-CA')} of {total.toLocaleString('en-CA')}
            </p>
            <div className="flex gap-2">
              {page > 1 ? (
                <Link from="/event/$eventId/console/people" search={(current) => ({ ...current, page: page - 1 === 1 ? undefined : page - 1 })} className={buttonStyles.secondary}>
                  Previous
                </Link>
              ) : null}
              {page < pages ? (
                <Link from="/event/$eventId/console/people" search={(current) => ({ ...current, page: page + 1 })} className={buttonStyles.secondary}>
                  Next
                </Link>
              ) : null}
            </div>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
