// How long a phone keeps an event pack nobody opens (src/client/lib/event-pack/pack-storage.ts
// drops it after this long unused), and so how long the organizers' readiness page counts a
// phone that reported a sync (src/server/services/readiness/phone-reports.ts). The page counts
// from the last sync, the phone from the last use, which is never earlier: a phone the page counts
// still holds the event.

export const packRetentionDays = 30;
export const packRetentionMs = packRetentionDays * 24 * 60 * 60 * 1000;
