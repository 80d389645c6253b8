import { useEffect } from 'react';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import type { OutboxResult } from '#client/offline/outbox.ts';
import { checkInQueue } from '../check-in-queue.ts';
import { openDoorEvent } from '../stores/open-door-event.ts';
import { applyOutboxResult } from '../stores/outbox-results.ts';
import { pollRosterChanges, type RosterApi } from '../stores/roster-sync.ts';
import { useDoorStore } from '../stores/door-store.ts';

const rosterPollMs = 15_000;

/**
 * Opens an event's door state from the device, settles the outbox's answers into it, and, while
 * online with the page in view, asks the server what changed every ~15 s.
 */
export function useDoorEvent(eventId: string, api: RosterApi): void {
  const online = useOnlineStatus();
  const hasRoster = useDoorStore((s) => s.eventId === eventId && s.roster !== null);

  useEffect(() => {
    void openDoorEvent(eventId);
  }, [eventId]);

  useEffect(() => {
    const queue = checkInQueue();
    // One at a time: answers for an event not open here are read, changed and written back.
    const settle = (results: OutboxResult[]) =>
      void (async () => {
        for (const result of results) await applyOutboxResult(result);
      })();
    const stops = [queue.subscribe('checkIn.record', settle), queue.subscribe('checkIn.undo', settle)];
    return () => stops.forEach((stop) => stop());
  }, []);

  useEffect(() => {
    if (!online || !hasRoster) return;
    const poll = () => {
      if (document.visibilityState !== 'hidden') void pollRosterChanges(api);
    };
    poll();
    const timer = setInterval(poll, rosterPollMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [online, hasRoster, api, eventId]);
}
