import { and, eq, isNull, or } from 'drizzle-orm';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { connectionRequests } from '../../db/schema/connection-requests.ts';
import { connections } from '../../db/schema/connections.ts';

export type ConnectionState = AttendeeDetail['connection'];

/**
 * Where the viewer stands with another person: 'connected' when the viewer has them in their
 * connections; 'requested' when the viewer asked (a declined request still reads 'requested',
 * so a decline is never announced); 'incoming' when they asked and the viewer has not answered.
 */
export async function connectionState(db: Db, viewerId: string, otherId: string): Promise<ConnectionState> {
  if (viewerId === otherId) return 'none';
  const [connected, requests] = await Promise.all([
    db
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.ownerId, viewerId), eq(connections.otherId, otherId)))
      .limit(1),
    db
      .select({ requesterId: connectionRequests.requesterId, answeredAt: connectionRequests.answeredAt })
      .from(connectionRequests)
      .where(
        or(
          and(eq(connectionRequests.requesterId, viewerId), eq(connectionRequests.targetId, otherId)),
          and(eq(connectionRequests.requesterId, otherId), eq(connectionRequests.targetId, viewerId), isNull(connectionRequests.answeredAt)),
        ),
      ),
  ]);
  if (connected.length > 0) return 'connected';
  if (requests.some((request) => request.requesterId === otherId)) return 'incoming';
  if (requests.some((request) => request.requesterId === viewerId)) return 'requested';
  return 'none';
}
