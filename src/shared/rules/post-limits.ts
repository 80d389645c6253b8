// Bounds of an update both sides need (the console's form and the contract), with no zod here.

/** Who an update is for: everyone, or the members of one role. */
export const postAudiences = ['everyone', 'attendees', 'speakers', 'exhibitors', 'staff'] as const;
export type PostAudience = (typeof postAudiences)[number];

export const postTitleMax = 120;
export const postBodyMax = 5000;
