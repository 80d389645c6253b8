import { Link } from '@tanstack/react-router';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { BookmarkButton } from './bookmark-button.tsx';

interface ExhibitorDetailProps {
  eventId: string;
  exhibitor: Exhibitor;
  bookmarked: boolean;
  onBookmark: () => void;
  /** The viewer is on this stand's team: a way to its lead scanner. */
  onTeam: boolean;
}

/** One stand's page, from the event pack (offline too). */
export function ExhibitorDetail({ eventId, exhibitor, bookmarked, onBookmark, onTeam }: ExhibitorDetailProps) {
  usePageTitle(exhibitor.name);
  return (
    <article className="flex flex-col gap-4" aria-labelledby="exhibitor-name">
      <Link to="/event/$eventId/exhibitors" params={{ eventId }} className="text-sm font-medium text-primary-700 dark:text-primary-300">
        ← All exhibitors
      </Link>
      <header className="flex items-start gap-4">
        {exhibitor.logo ? <img src={exhibitor.logo.src} alt={`${exhibitor.name} logo`} className="size-20 rounded-xl object-contain" /> : null}
        <div className="min-w-0 flex-1">
          <h1 id="exhibitor-name" className="text-2xl font-bold tracking-tight">{exhibitor.name}</h1>
          {exhibitor.booth ? <p className="text-gray-600 dark:text-gray-400">Booth {exhibitor.booth}</p> : null}
        </div>
        <BookmarkButton name={exhibitor.name} bookmarked={bookmarked} onToggle={onBookmark} />
      </header>
      {exhibitor.categories.length ? (
        <ul aria-label="Categories" className="flex flex-wrap gap-2">
          {exhibitor.categories.map((category) => (
            <li key={category} className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold dark:bg-gray-800">{category}</li>
          ))}
        </ul>
      ) : null}
      {exhibitor.description ? <p className={`${card} whitespace-pre-line`}>{exhibitor.description}</p> : null}
      {exhibitor.links.length ? (
        <ul aria-label="Links" className="flex flex-col gap-2">
          {exhibitor.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-700 underline dark:text-primary-300">{link.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {onTeam ? (
        <Link to="/event/$eventId/exhibitors" params={{ eventId }} search={{ exhibitor: exhibitor.id, view: 'leads' }} className="self-start rounded-full bg-primary-600 px-4 py-2 font-semibold text-white">
          Scan leads
        </Link>
      ) : null}
    </article>
  );
}
