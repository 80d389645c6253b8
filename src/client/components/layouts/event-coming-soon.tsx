import { useEventStore } from '#client/stores/event-store.ts';
import { ComingSoon } from './coming-soon.tsx';
import { comingSoon } from './coming-soon-copy.ts';

/** A coming-soon page inside an event, headed by the event's name. */
export function EventComingSoon({ page }: { page: keyof typeof comingSoon }) {
  const eventName = useEventStore((s) => s.activeEvent?.name);
  return <ComingSoon {...comingSoon[page]} eyebrow={eventName} />;
}

