import type { Connection } from '#shared/contracts/connections.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

export function formatConnectedAt(at: number): string {
  return dateFormat.format(new Date(at));
}

/** "Met at Northern Lights Summit · 12 Nov 2026, 10:05" or "Connected 12 Nov 2026, 10:05". */
export function connectedWhere(connection: Pick<Connection, 'event' | 'connectedAt'>): string {
  const when = formatConnectedAt(connection.connectedAt);
  return connection.event ? `Met at ${connection.event.name} · ${when}` : `Connected ${when}`;
}
