import { dismissMatchLocally } from '#client/lib/event-pack/pack-edits.ts';
import { createPackApi, type EventPackApi } from '#client/lib/event-pack/pack-api.ts';
import { isRefusal } from '#client/lib/event-pack/sync-errors.ts';

/**
 * Hides the match at once, then tells the server (matches.dismiss). With no network the
 * dismissal waits in the pack and goes with the next sync; a refusal means it is gone anyway.
 */
export async function dismissMatch(eventId: string, attendeeId: string, api: EventPackApi = createPackApi()): Promise<void> {
  await dismissMatchLocally(eventId, attendeeId, false);
  try {
    await api.dismissMatch({ eventId, attendeeId });
  } catch (error) {
    if (!isRefusal(error)) return;
  }
  await dismissMatchLocally(eventId, attendeeId, true);
}
