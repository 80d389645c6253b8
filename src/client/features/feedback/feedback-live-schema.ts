import * as z from 'zod/mini';
import type { FeedbackLive } from '#shared/contracts/feedback.ts';

// The twin of the shared feedbackLiveSchema: live `data` arrives unchecked from the stream.
export const feedbackLiveSchema: z.ZodMiniType<FeedbackLive> = z.object({ programId: z.nullable(z.string()) });
