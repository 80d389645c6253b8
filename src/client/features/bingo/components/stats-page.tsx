import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { myStatsQuery } from '#client/lib/queries/bingo-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** /stats: my own numbers across events and games. */
export function StatsPage() {
  usePageTitle('My stats');
  const trpc = useTrpc();
  const { data } = useQuery(myStatsQuery(trpc));
  if (!data) return <Spinner label="Loading your numbers" />;
  const rows: Array<[string, number | null]> = [
    ['Activity points', data.points],
    ['Bingo tiles filled', data.bingoTiles],
    ['Bingo lines', data.bingoLines],
    ['Full bingo cards', data.bingoCards],
    ['Connections made', data.connections],
    ['Sessions attended', data.sessionsAttended],
    ['Events checked in at', data.eventsCheckedIn],
  ];
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">My stats</h1>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-gray-200 p-3 dark:border-gray-700">
            <dt className="text-sm text-gray-600 dark:text-gray-300">{label}</dt>
            <dd className="text-3xl font-bold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
