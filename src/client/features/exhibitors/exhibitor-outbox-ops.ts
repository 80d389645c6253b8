import type { inferRouterInputs } from '@trpc/server';
import type { CaptureLeadResult, LeadRejection } from '#shared/contracts/exhibitors.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import type { OutboxOps } from '#client/offline/outbox-ops.ts';

// The exhibitors' offline writes: "to visit" marks, leads scanned at a stand and their later
// edits. Each is one request, applied once on the server by its idempotency key.

type Inputs = inferRouterInputs<AppRouter>;
type SetBookmark = Inputs['exhibitors']['setBookmark'];
type CaptureLead = Inputs['exhibitors']['captureLead'];
type UpdateLead = Inputs['exhibitors']['updateLead'];

const leadRefusals: Record<LeadRejection, string> = {
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway personal code',
  revoked: 'This code was replaced by a newer one: ask for the current code',
  'not-found': 'No such person',
  'not-attending': 'This person is not at this event',
  self: 'That is your own code',
};

export function leadMessage(result: CaptureLeadResult): string {
  if (result.outcome === 'rejected') return leadRefusals[result.reason];
  const { firstName, lastName, visible } = result.lead.person;
  const who = visible ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : 'A visitor with a private profile';
  return result.outcome === 'duplicate' ? `${who}: lead updated` : `${who}: lead saved`;
}

export const exhibitorOutboxOps: Pick<OutboxOps, 'exhibitor.bookmark' | 'exhibitor.lead' | 'exhibitor.leadEdit'> = {
  'exhibitor.bookmark': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const change = item.payload as SetBookmark;
      const result = await client.exhibitors.setBookmark.mutate(change);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: result.bookmarked ? 'Added to your visits' : 'Removed from your visits', detail: result }];
    },
  },
  // A refused code is an answer (rejected with its reason), not an error: the queue moves on.
  'exhibitor.lead': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const result = await client.exhibitors.captureLead.mutate(item.payload as CaptureLead);
      return [{ idempotencyKey: item.idempotencyKey, outcome: result.outcome, message: leadMessage(result), detail: result }];
    },
  },
  // A note and rating changed from the leads list. A lead removed meanwhile is a refusal
  // (NOT_FOUND), kept and shown next to the list with Retry and Discard.
  'exhibitor.leadEdit': {
    maxBatch: 1,
    async send([item], client) {
      if (!item) return [];
      const lead = await client.exhibitors.updateLead.mutate(item.payload as UpdateLead);
      return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message: 'Lead note and rating saved', detail: lead }];
    },
  },
};
