import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MyBingo } from '#shared/contracts/bingo.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

// A scan the server refused stays on its tile with the reason after a reload: the refusal is the
// failed outbox entry in IndexedDB, not page memory. It goes when the player dismisses it or scans
// the tile again. The page's own outbox over the real (fake-indexeddb) store; no network.

// The network is down: a new scan stays pending.
vi.mock('#client/lib/load-trpc.ts', () => ({
  loadTrpcClient: async () => ({ bingo: { fill: { mutate: async () => Promise.reject(new TypeError('Failed to fetch')) } } }),
}));
const { BingoPage } = await import('#client/features/bingo/components/bingo-page.tsx');
const { getOutbox } = await import('#client/offline/outbox.ts');
const { queueBingoScan } = await import('#client/features/bingo/bingo-queue.ts');

const me = '5eed0000-0000-4000-8000-00000000b001';
const eventId = '5eed0000-0000-4000-8000-00000000e001';
const tileId = (n: number) => `5eed0000-0000-4000-8000-0000000071${String(n).padStart(2, '0')}`;
const card: MyBingo = {
  card: { id: '5eed0000-0000-4000-8000-00000000c001', eventId, size: 3, paused: false, tiles: Array.from({ length: 9 }, (_, n) => ({ id: tileId(n), prompt: `Prompt ${n}`, rule: 'anyone', tag: null })) },
  fills: [],
  completions: [],
};
const reason = 'Bingo is paused by the organizers';

// As the drain leaves a scan the server answered 'rejected' (drain-outbox.ts, applyAnswers).
const refusedEntry = (id: string, tile: string): OutboxEntry => ({
  id,
  op: 'bingo.fill',
  payload: { eventId, idempotencyKey: `key-${id}-0000`, tileId: tile, code: 'HW1:x', scannedAt: 1 },
  idempotencyKey: `key-${id}-0000`,
  accountId: me,
  summary: 'Bingo: Grace',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: { code: 'REJECTED', message: reason },
  state: 'failed',
  version: 1,
});

const tile = (n: number) => screen.getByRole('link', { name: new RegExp(`^Prompt ${n}:`) });
const storedIds = async () => (await createIdbOutboxStore().read()).entries.map((entry) => entry.id);

describe('a refused bingo scan', () => {
  beforeAll(async () => {
    useSessionStore.getState().setAccount(makeAccount({ id: me }));
    // Stored before the page starts, as after a reload.
    await createIdbOutboxStore().add(refusedEntry('00000000000001-aaaa', tileId(0)));
    await createIdbOutboxStore().add(refusedEntry('00000000000002-aaaa', tileId(1)));
  });
  afterAll(() => {
    getOutbox().stop();
    useSessionStore.getState().clear();
  });

  it('shows on its tile with the reason after a reload, until dismissed', async () => {
    await renderWithFakeTrpc(() => <BingoPage eventId={eventId} />, { 'bingo.card': () => card });
    await waitFor(() => expect(tile(0).getAttribute('data-state')).toBe('refused'), { timeout: 5000 });
    expect(tile(0).getAttribute('aria-label')).toBe(`Prompt 0: refused, ${reason}`);
    const list = screen.getByRole('list', { name: 'Refused tiles' });
    expect(list.textContent).toContain(`Prompt 0: ${reason}`);
    // A refusal is the server's answer: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the refusal of Prompt 0' }));
    await waitFor(() => expect(tile(0).getAttribute('data-state')).toBe('empty'), { timeout: 5000 });
    expect(await storedIds()).toEqual(['00000000000002-aaaa']);
    expect(tile(1).getAttribute('data-state')).toBe('refused');
  });

  it('gives way to a new scan of the same tile', async () => {
    await renderWithFakeTrpc(() => <BingoPage eventId={eventId} />, { 'bingo.card': () => card });
    await waitFor(() => expect(tile(1).getAttribute('data-state')).toBe('refused'), { timeout: 5000 });
    await act(async () => {
      await queueBingoScan(eventId, tileId(1), 'HW1:y', me, 'Katherine');
    });
    await waitFor(() => expect(tile(1).getAttribute('data-state')).toBe('pending'), { timeout: 5000 });
    const left = await createIdbOutboxStore().read();
    expect(left.entries.map((entry) => entry.state)).toEqual(['pending']);
    expect(screen.queryByRole('list', { name: 'Refused tiles' })).toBeNull();
  });
});
