// The live topics, without zod: the page's stream check (a zod/mini twin) needs the list too, and
// must not load classic zod through the contract to get it.

/** What can change live on an event's pages; each feature's service renders its own topic. */
export const liveTopics = ['posts', 'polls', 'questions', 'feedback', 'activities', 'bingo'] as const;
export type LiveTopic = (typeof liveTopics)[number];
