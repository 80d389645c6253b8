import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { eventAttributesQuery, eventProgramQuery } from '#client/lib/queries/event-queries.ts';
import { groupProgramByDay } from '../program-days.ts';
import { firstItemsOf, useAfterFirstPaint } from '#client/lib/use-after-first-paint.ts';
import { ProgramDayList } from './program-day-list.tsx';

/** Sessions drawn with the event's first frame; the rest a frame later (a 300-session programme took a third of a second at CPU 4×). */
const firstDrawnItems = 8;

/** The programme outline on the event home; the full schedule is its own feature. */
export function ProgramOutline({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const trpc = useTrpc();
  const program = useQuery(eventProgramQuery(trpc, eventId));
  const attributes = useQuery(eventAttributesQuery(trpc, eventId));
  const items = program.data?.items;
  const drawnWhole = useAfterFirstPaint(Boolean(items?.length));
  const days = useMemo(() => groupProgramByDay(items ?? [], timeZone), [items, timeZone]);
  const sessions = attributes.data
    ? eventDateLine(attributes.data.firstSessionStartAt, attributes.data.lastSessionEndAt, { timeZone })
    : '';

  return (
    <section aria-labelledby="programme" className="mt-10">
      <h2 id="programme" className="text-xl font-bold">
        Programme
      </h2>
      {sessions ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Sessions run {sessions}</p> : null}
      {program.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label="Loading programme">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-16 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-900" />
          ))}
        </div>
      ) : days.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
          {program.isError ? 'The programme could not be loaded right now.' : 'The programme will be published soon.'}
        </p>
      ) : (
        (drawnWhole ? days : firstItemsOf(days, firstDrawnItems)).map((day) => <ProgramDayList key={day.key} day={day} timeZone={timeZone} />)
      )}
    </section>
  );
}
