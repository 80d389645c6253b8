import { useId } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { EventCard } from './event-card.tsx';

interface EventGridProps {
  title: string;
  events: HallwayEvent[];
  empty?: string;
}

export function EventGrid({ title, events, empty }: EventGridProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-gray-500 dark:text-gray-400">({events.length})</span>
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
