import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '#client/stores/session-store.ts';
import { outboxStatusText } from '#client/components/outbox/outbox-status-text.ts';
import { fakeServer, scan, staff, trpcError } from '../offline/outbox-fakes.ts';
import { makeAccount } from '../helpers/factories.ts';

// The page's own outbox instance (outbox.ts) with the real IndexedDB store; only the tRPC
// client is a fake server.
const server = fakeServer();
vi.mock('#client/lib/load-trpc.ts', () => ({ loadTrpcClient: async () => server.client }));
const { OutboxStatus } = await import('#client/components/outbox/outbox-status.tsx');
const { enqueue, getOutbox } = await import('#client/offline/outbox.ts');

describe('outbox status', () => {
  beforeAll(() => useSessionStore.getState().setAccount(makeAccount({ id: staff })));
  afterAll(() => {
    getOutbox().stop();
    useSessionStore.getState().clear();
  });

  it('words the status line', () => {
    const none: never[] = [];
    expect(outboxStatusText({ pending: 0, failed: none, syncing: false, blockedBy: null })).toBe('All synced');
    expect(outboxStatusText({ pending: 3, failed: none, syncing: false, blockedBy: null })).toBe('3 waiting to sync');
    expect(outboxStatusText({ pending: 3, failed: none, syncing: false, blockedBy: 'offline' })).toBe('Offline — 3 waiting');
    expect(outboxStatusText({ pending: 0, failed: [{} as never, {} as never], syncing: false, blockedBy: null })).toBe('2 could not be sent');
  });

  it('shows what could not be sent, with Retry and Discard, and the last sync', async () => {
    server.failWith((path) => (path === 'checkIn.undo' ? trpcError('FORBIDDEN', 'Only organizers can undo a check-in') : null));
    render(<OutboxStatus />);
    const status = await screen.findByRole('status');
    expect(status).toHaveProperty('textContent', 'All synced');

    await act(async () => {
      await enqueue('checkIn.record', scan('key-0001'), { summary: 'Check-in: Ada Lovelace', accountId: staff });
      await enqueue('checkIn.undo', { idempotencyKey: 'undo-0001', eventId: scan('x').eventId, accountId: staff, undoneAt: 2 }, { summary: 'Undo: Ada Lovelace', accountId: staff });
      await getOutbox().settled();
    });
    await waitFor(() => expect(status.textContent).toBe('1 could not be sent'));

    await userEvent.click(screen.getByText('Sync details'));
    const details = screen.getByText('Could not be sent').closest('section')!;
    expect(within(details).getByText('Only organizers can undo a check-in')).toBeTruthy();
    expect(screen.getByText(/Last sync at/).textContent).toMatch(/1 accepted, 0 duplicates, 1 rejected/);
    // The name once, from the summary (issue 31, item 2).
    expect(screen.getByText('Check-in: Ada Lovelace').closest('li')?.textContent).toBe('Accepted: Check-in: Ada Lovelace — Checked in');

    await userEvent.click(screen.getByRole('button', { name: 'Discard Undo: Ada Lovelace' }));
    await waitFor(() => expect(status.textContent).toBe('All synced'));
  });

  it('counts what has not synced, for the sign-out warning', async () => {
    const { unsyncedChangeCount } = await import('#client/offline/unsynced-change-count.ts');
    server.failWith(() => new TypeError('Failed to fetch'));
    expect(await unsyncedChangeCount()).toBe(0);
    await enqueue('connection.create', { idempotencyKey: 'conn-0001', code: 'HW1:x', scannedAt: 3, eventId: null }, { summary: 'Connection', accountId: staff });
    await getOutbox().settled();
    expect(await unsyncedChangeCount()).toBe(1);
  });

  it('asks for a reload when the app cannot load what sends the changes (Firefox keeps a failed chunk load), and stops once they load', async () => {
    const { provideOutboxOps } = await import('#client/offline/outbox-ops.ts');
    const { outboxOps } = await import('#client/outbox-registry.ts');
    server.failWith(null);
    provideOutboxOps(() => Promise.reject(new TypeError('error loading dynamically imported module')));
    render(<OutboxStatus />);
    await act(async () => {
      await enqueue('connection.create', { idempotencyKey: 'conn-0002', code: 'HW1:y', scannedAt: 4, eventId: null }, { summary: 'Connection 2', accountId: staff });
      await getOutbox().settled();
    });
    expect(await screen.findByText(/reload the page to send them/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    provideOutboxOps(async () => outboxOps);
    await act(async () => {
      await getOutbox().kick();
    });
    // The earlier test's connection still waits out its backoff: the notice goes once the ops load.
    await waitFor(() => expect(screen.queryByText(/reload the page to send them/)).toBeNull());
  });
});
