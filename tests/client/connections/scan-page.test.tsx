import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { OutboxResult } from '#client/offline/outbox.ts';
import { ScanPage } from '#client/features/connections/components/scan-page.tsx';
import { useEventStore } from '#client/stores/event-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { makeConnection } from './factories.ts';
import { createCodeSigner } from './signed-codes.ts';

// The camera is the scanner component's business; here a stub hands the page decoded text.
const camera = vi.hoisted(() => ({ onDecode: null as ((text: string) => void) | null, paused: false }));
vi.mock('#client/components/scanner/camera-scanner.tsx', () => ({
  CameraScanner: (props: { onDecode: (text: string) => void; paused?: boolean }) => {
    camera.onDecode = props.onDecode;
    camera.paused = props.paused ?? false;
    return <div data-testid="camera" />;
  },
}));

const outbox = vi.hoisted(() => ({
  enqueue: vi.fn(),
  listeners: [] as Array<{ op: string; listener: (results: unknown[]) => void }>,
}));
vi.mock('#client/offline/outbox.ts', () => ({
  OutboxFullError: class OutboxFullError extends Error {},
  newIdempotencyKey: () => `key-${Math.random().toString(36).slice(2, 12)}`,
  enqueue: outbox.enqueue,
  subscribeOutboxResults: (op: string, listener: (results: unknown[]) => void) => {
    const entry = { op, listener };
    outbox.listeners.push(entry);
    return () => outbox.listeners.splice(outbox.listeners.indexOf(entry), 1);
  },
}));

const me = makeAccount();
const them = '5eed0000-0000-4000-8000-0000000000c2';
let signer: Awaited<ReturnType<typeof createCodeSigner>>;

beforeAll(async () => {
  signer = await createCodeSigner();
});

beforeEach(() => {
  outbox.enqueue.mockReset();
  outbox.enqueue.mockImplementation(async (op: string, payload: unknown, options: { idempotencyKey: string; accountId: string }) => ({
    id: 'entry-1',
    op,
    payload,
    idempotencyKey: options.idempotencyKey,
    accountId: options.accountId,
    state: 'pending',
  }));
  outbox.listeners.length = 0;
  useSessionStore.setState({ authenticated: true, account: me, verified: true });
  useEventStore.getState().clearActiveEvent();
  vi.restoreAllMocks();
});

async function renderScan() {
  const view = await renderWithFakeTrpc(() => <ScanPage />, { 'personalCode.key': () => signer.key });
  // The key is imported into WebCrypto before the first scan.
  await waitFor(() => expect(view.queryClient.getQueryData(view.trpc.personalCode.key.queryKey())).toBeTruthy());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return view;
}

const decode = (text: string) => act(async () => camera.onDecode?.(text));

function answer(results: Array<Partial<OutboxResult>>) {
  act(() => {
    for (const { op, listener } of outbox.listeners) if (op === 'connection.create') listener(results);
  });
}

describe('/me/scan', () => {
  it('says so when I scan my own code, and queues nothing', async () => {
    await renderScan();
    await decode(await signer.sign({ accountId: me.id, version: 1 }));
    expect((await screen.findByRole('alert')).textContent).toContain("That's your own code");
    expect(outbox.enqueue).not.toHaveBeenCalled();
  });

  it('refuses a forged code and a foreign QR code in red', async () => {
    const user = userEvent.setup();
    await renderScan();
    const forger = await createCodeSigner();
    await decode(await forger.sign({ accountId: them, version: 1 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not a Hallway code');
    expect(camera.paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Scan another code' }));
    expect(camera.paused).toBe(false);
    await decode('https://example.test/not-ours');
    expect((await screen.findByRole('alert')).textContent).toContain('Not a Hallway code');
    expect(outbox.enqueue).not.toHaveBeenCalled();
  });

  it('queues a valid code with the active event, then shows who it was when the server answers', async () => {
    const event = makeEvent();
    useEventStore.getState().setActiveEvent(event);
    await renderScan();
    const code = await signer.sign({ accountId: them, version: 2 });
    await decode(code);
    await waitFor(() => expect(outbox.enqueue).toHaveBeenCalledTimes(1));
    const [op, payload, options] = outbox.enqueue.mock.calls[0]!;
    expect(op).toBe('connection.create');
    expect(payload).toMatchObject({ code, eventId: event.id, idempotencyKey: options.idempotencyKey });
    expect(options.accountId).toBe(me.id);
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain('Connection saved');

    const connection = makeConnection({ person: { accountId: them, firstName: 'Grace', lastName: 'Hopper' } });
    const detail: ConnectionScanResult = { idempotencyKey: options.idempotencyKey, outcome: 'accepted', reason: null, connection };
    answer([{ idempotencyKey: 'someone-else', detail: { ...detail, idempotencyKey: 'someone-else', outcome: 'rejected', connection: null, reason: 'revoked' } }]);
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    answer([{ idempotencyKey: options.idempotencyKey, detail }]);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Connection saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View connections' }).getAttribute('href')).toBe('/me/connections');
  });

  it('offline, says the scan is saved on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderScan();
    await decode(await signer.sign({ accountId: them, version: 1 }));
    expect(await screen.findByText("Saved on this device — it will sync when you're back online")).toBeTruthy();
    expect(screen.getByText('Connection saved')).toBeTruthy();
    expect(outbox.enqueue.mock.calls[0]![1]).toMatchObject({ eventId: null });
  });

  it('shows the server refusing a replaced code', async () => {
    await renderScan();
    await decode(await signer.sign({ accountId: them, version: 1 }));
    await waitFor(() => expect(outbox.enqueue).toHaveBeenCalled());
    const key = outbox.enqueue.mock.calls[0]![2].idempotencyKey as string;
    answer([{ idempotencyKey: key, detail: { idempotencyKey: key, outcome: 'rejected', reason: 'revoked', connection: null } }]);
    expect((await screen.findByRole('alert')).textContent).toContain('This code was replaced by a newer one');
  });

  it('says plainly when the device could not store the scan', async () => {
    const { OutboxFullError } = await import('#client/offline/outbox.ts');
    outbox.enqueue.mockRejectedValueOnce(new OutboxFullError('This change could not be saved on this device.'));
    await renderScan();
    await decode(await signer.sign({ accountId: them, version: 1 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved');
  });
});
