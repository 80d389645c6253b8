import { card } from '#client/components/ui/form-styles.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { sponsorsByTier } from '../sponsors-by-tier.ts';

/** /event/{id}/sponsors: the sponsors by tier, from the event pack (offline too). */
export function SponsorsPage({ eventId }: { eventId: string }) {
  usePageTitle('Sponsors');
  const { pack, status } = useEventPack(eventId);
  const stored = pack.sponsors;
  const groups = stored ? sponsorsByTier(stored.tiers, stored.sponsors) : [];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Sponsors</h1>
      {!stored ? <p role="status">{status.loaded ? 'The sponsors are not on this device yet. Connect once to download them.' : 'Loading the sponsors…'}</p> : null}
      {stored && groups.length === 0 ? <p role="status">No sponsors yet.</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`tier-${group.id}`}>
          <h2 id={`tier-${group.id}`} className="mb-3 text-lg font-bold">{group.name}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.sponsors.map((sponsor) => (
              <li key={sponsor.id} className={`${card} flex items-start gap-3`}>
                {sponsor.logo ? <img src={sponsor.logo.src} alt={`${sponsor.name} logo`} className="size-14 rounded-lg object-contain" loading="lazy" /> : null}
                <div className="min-w-0">
                  <p className="font-semibold">
                    {sponsor.url ? (
                      <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">{sponsor.name}</a>
                    ) : (
                      sponsor.name
                    )}
                  </p>
                  {sponsor.description ? <p className="mt-1 text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">{sponsor.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
