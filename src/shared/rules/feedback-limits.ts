// Feedback bounds both sides need (the page's form and the contract), with no zod here.

export const feedbackCommentMaxLength = 2000;
/** How long after the event ends feedback can still be given or changed. */
export const feedbackGraceDays = 7;

/** A rating is 1 to 5 stars. */
export const ratingValues = [1, 2, 3, 4, 5] as const;
