import type { HallwayEvent } from '#shared/contracts/event.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';

/** Events where this account may check people in (the door pages pick from the upcoming list). */
export function doorEvents(events: readonly HallwayEvent[]): HallwayEvent[] {
  return events.filter((event) => hasEventPermission(event, 'Event::CheckIn::Create'));
}
