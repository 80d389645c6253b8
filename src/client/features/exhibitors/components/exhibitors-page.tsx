import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { card, inputBase } from '#client/components/ui/form-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { categoriesOf, filterExhibitors } from '../exhibitor-filter.ts';
import { queueBookmark } from '../exhibitor-outbox.ts';
import type { ExhibitorsSearch } from '../exhibitors-search.ts';
import { useExhibitors } from '../hooks/use-exhibitors.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { ExhibitorDetail } from './exhibitor-detail.tsx';
import { LeadCapture } from './lead-capture.tsx';
import { ScannedMe } from './scanned-me.tsx';

/**
 * /event/{id}/exhibitors: every stand from the event pack (offline too), searched and filtered on
 * the device; ?exhibitor=<id> shows one stand's page in place, ?exhibitor=<id>&view=leads its team's lead scanner.
 */
export function ExhibitorsPage({ eventId, search }: { eventId: string; search: ExhibitorsSearch }) {
  usePageTitle('Exhibitors');
  const state = useExhibitors(eventId);
  const accountId = useSessionStore((session) => session.account?.id ?? null);
  const navigate = useNavigate();
  const searchId = useId();
  const categoryId = useId();
  const setSearch = (next: Partial<ExhibitorsSearch>) => void navigate({ to: '/event/$eventId/exhibitors', params: { eventId }, search: { ...search, ...next }, replace: true });
  const toggle = (exhibitor: Exhibitor) => {
    if (accountId) void queueBookmark(eventId, exhibitor, !state.bookmarks.has(exhibitor.id), accountId);
  };
  const chosen = search.exhibitor ? state.exhibitors?.find((exhibitor) => exhibitor.id === search.exhibitor) : undefined;
  if (chosen && search.view === 'leads' && state.staffOf.has(chosen.id)) return <LeadCapture eventId={eventId} exhibitor={chosen} />;
  if (chosen) {
    return (
      <ExhibitorDetail
        eventId={eventId}
        exhibitor={chosen}
        bookmarked={state.bookmarks.has(chosen.id)}
        onBookmark={() => toggle(chosen)}
        onTeam={state.staffOf.has(chosen.id)}
      />
    );
  }
  const all = state.exhibitors ?? [];
  const shown = filterExhibitors(all, search, state.bookmarks);
  const categories = categoriesOf(all);
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Exhibitors</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-400">{all.length === 1 ? '1 stand' : `${all.length} stands`}</p>
      </header>
      {state.staffOf.size > 0 ? (
        <nav aria-label="Your stands" className="flex flex-wrap gap-2">
          {all.filter((exhibitor) => state.staffOf.has(exhibitor.id)).map((exhibitor) => (
            <Link key={exhibitor.id} to="/event/$eventId/exhibitors" params={{ eventId }} search={{ exhibitor: exhibitor.id, view: 'leads' }} className="rounded-full bg-primary-600 px-4 py-2 text-sm font-semibold text-white">
              Scan leads for {exhibitor.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div>
          <label htmlFor={searchId} className="text-sm font-medium">Search</label>
          <input id={searchId} type="search" className={inputBase} value={search.q ?? ''} onChange={(event) => setSearch({ q: event.target.value })} placeholder="Name, booth, topic" />
        </div>
        <div>
          <label htmlFor={categoryId} className="text-sm font-medium">Category</label>
          <select id={categoryId} className={inputBase} value={search.category ?? ''} onChange={(event) => setSearch({ category: event.target.value })}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>{category}</option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={search.toVisit ?? false} onChange={(event) => setSearch({ toVisit: event.target.checked })} className="size-5" />
          To visit only
        </label>
      </div>
      {state.exhibitors === null ? <p role="status">{state.loading ? 'Loading the exhibitors…' : 'The exhibitors are not on this device yet. Connect once to download them.'}</p> : null}
      {state.exhibitors !== null && shown.length === 0 ? <p role="status">No exhibitor matches.</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Exhibitors">
        {shown.map((exhibitor) => (
          <li key={exhibitor.id} className={`${card} flex items-start gap-3`}>
            {exhibitor.logo ? <img src={exhibitor.logo.src} alt="" className="size-12 rounded-lg object-contain" loading="lazy" /> : null}
            <div className="min-w-0 flex-1">
              <Link to="/event/$eventId/exhibitors" params={{ eventId }} search={{ exhibitor: exhibitor.id }} className="font-semibold underline-offset-2 hover:underline">
                {exhibitor.name}
              </Link>
              {exhibitor.booth ? <p className="text-sm text-gray-600 dark:text-gray-400">Booth {exhibitor.booth}</p> : null}
              {exhibitor.categories.length ? <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{exhibitor.categories.join(' · ')}</p> : null}
            </div>
            <BookmarkButton name={exhibitor.name} bookmarked={state.bookmarks.has(exhibitor.id)} pending={state.pending.has(exhibitor.id)} onToggle={() => toggle(exhibitor)} />
          </li>
        ))}
      </ul>
      <ScannedMe eventId={eventId} />
    </div>
  );
}
