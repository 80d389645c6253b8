import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';

// The unread marker goes to the server through the outbox (op 'post.read'), so a read made with
// no network is sent when it is back instead of being lost, and the person's other devices agree.
// The payload is posts.markSeen's input exactly.

export async function queuePostsRead({ eventId, seenUpTo, accountId }: { eventId: string; seenUpTo: number; accountId: string }): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('post.read', { eventId, seenUpTo }, { summary: 'Updates read', accountId, idempotencyKey });
}
