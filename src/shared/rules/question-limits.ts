// What a question may be, both sides (the ask form's zod/mini check and the contract), with no zod here.

export const questionTextMax = 500;
export const questionEmptyMessage = 'Write your question first';
export const questionTooLongMessage = `Keep your question to ${questionTextMax} characters`;

/** Pending waits for a moderator (pre-approval); hidden is seen by its asker and moderators only. */
export const questionStatuses = ['pending', 'approved', 'hidden'] as const;

/** The console board's status filter: the statuses, everything, or the answered ones. */
export const boardStatuses = ['all', 'pending', 'approved', 'hidden', 'answered'] as const;
export type BoardStatus = (typeof boardStatuses)[number];
