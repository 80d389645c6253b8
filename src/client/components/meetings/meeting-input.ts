import { z } from 'zod/mini';

// What the page checks before it queues a meeting write (the server checks again): zod/mini, as
// the page's other checks (decision 0085). The bounds are the meetings contract's.

export const meetingMessageMax = 500;
export const declineReasonMax = 300;

const slotsSchema = z.array(z.int()).check(
  z.minLength(1, 'Choose at least one time'),
  z.maxLength(10, 'Propose at most ten times'),
  z.refine((slots) => new Set(slots).size === slots.length, 'Each time once'),
);
const messageSchema = z.string().check(z.trim(), z.maxLength(meetingMessageMax, `Keep the message to ${meetingMessageMax} characters`));
const reasonSchema = z.string().check(z.trim(), z.maxLength(declineReasonMax, `Keep the reason to ${declineReasonMax} characters`));

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function check<T>(schema: z.ZodMiniType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? 'Check this' };
}

export const checkSlots = (slots: number[]) => check(slotsSchema, slots);
export const checkMessage = (message: string) => check(messageSchema, message);
export const checkReason = (reason: string) => check(reasonSchema, reason);
