import { useQuery } from '@tanstack/react-query';
import { scannedMeQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** Which stands scanned my code at this event (what they hold is what my profile lets others see). */
export function ScannedMe({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const scans = useQuery(scannedMeQuery(trpc, eventId)).data?.scans;
  if (!scans || scans.length === 0) return null;
  return (
    <section aria-labelledby="scanned-me-heading">
      <h2 id="scanned-me-heading" className="mb-2 font-bold">Who scanned me</h2>
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">These stands have your lead, with what your profile lets others see.</p>
      <ul className="flex flex-col gap-1">
        {scans.map((scan) => (
          <li key={scan.exhibitorId}>
            {scan.name}
            {scan.booth ? <span className="text-gray-500 dark:text-gray-400"> · Booth {scan.booth}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
