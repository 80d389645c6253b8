/** How many options a poll has (also read by the app's form, which must not load classic zod). */
export const pollOptionLimits = { min: 2, max: 10 } as const;
export const pollQuestionMaxLength = 200;
export const pollOptionMaxLength = 100;
