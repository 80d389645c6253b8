import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { createNotification } from '../notifications/create-notification.ts';

/**
 * "X connected with you", after the connections committed. A failed notification is logged,
 * never turned into a failed scan: the connection is what matters.
 */
export async function notifyConnected(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>,
  scanner: Pick<AccountRow, 'firstName' | 'lastName'>,
  accountIds: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const name = `${scanner.firstName} ${scanner.lastName}`.trim();
  for (const accountId of accountIds) {
    try {
      await createNotification(deps, {
        accountId,
        topicName: 'connection_made',
        payload: { title: `${name} connected with you`, body: 'Find them, and add a note, in your connections.' },
      });
    } catch (error) {
      log.warn({ err: error }, 'connection notification failed');
    }
  }
}
