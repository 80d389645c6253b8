import type { z } from 'zod';
import type { meetingCountsSchema } from '#shared/contracts/meetings.ts';
import { card } from '#client/components/ui/form-styles.ts';

type MeetingCounts = z.infer<typeof meetingCountsSchema>;

const figures: ReadonlyArray<{ key: keyof MeetingCounts; label: string }> = [
  { key: 'requested', label: 'Requested' },
  { key: 'pending', label: 'Waiting for an answer' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'declined', label: 'Declined' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'held', label: 'Held ("We met")' },
  { key: 'noShows', label: 'No-shows' },
];

/** The event's meetings in figures: every request ever made, and where each stands. */
export function MeetingCountsCard({ counts }: { counts: MeetingCounts }) {
  return (
    <section aria-labelledby="meeting-counts-title" className={card}>
      <h2 id="meeting-counts-title" className="text-lg font-semibold">
        Meetings so far
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-gray-50 px-3 py-2 dark:bg-gray-800/60">
            <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
