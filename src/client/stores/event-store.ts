import { create } from 'zustand';
import type { HallwayEvent } from '#shared/contracts/event.ts';

// The active event and the active attendee (the viewer's membership in it): what the header's
// logo, the event menu and the match badge follow.
interface ActiveAttendee {
  id: string;
}

export interface EventState {
  activeEvent: HallwayEvent | null;
  activeAttendee: ActiveAttendee | null;
  setActiveEvent: (event: HallwayEvent) => void;
  clearActiveEvent: () => void;
}

export const useEventStore = create<EventState>()((setState) => ({
  activeEvent: null,
  activeAttendee: null,
  setActiveEvent: (event) =>
    setState({
      activeEvent: event,
      activeAttendee: event.membership ? { id: event.membership.attendeeId } : null,
    }),
  clearActiveEvent: () => setState({ activeEvent: null, activeAttendee: null }),
}));
