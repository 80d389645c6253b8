import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanPage } from '#client/features/check-in/components/scan-page.tsx';
import { useDoorStore } from '#client/features/check-in/stores/door-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { ada, alan, createCodeSigner, eventId, grace, installFakeQueue, makeRoster, outsider, resetDevice, seedDevice } from './door-fixtures.ts';

// The camera is the scanner component's business; here a stub hands the page decoded text.
const camera = vi.hoisted(() => ({ onDecode: null as ((text: string) => void) | null, paused: true }));
vi.mock('#client/components/scanner/camera-scanner.tsx', () => ({
  CameraScanner: (props: { onDecode: (text: string) => void; paused?: boolean }) => {
    camera.onDecode = props.onDecode;
    camera.paused = props.paused ?? false;
    return <div data-testid="camera" />;
  },
}));
vi.mock('#client/offline/use-outbox.ts', () => ({
  useOutbox: () => ({ entries: [], pending: 0, failed: [], syncing: false, blockedBy: null, lastReport: null, setAside: 0, syncNow() {}, retry() {}, discard() {} }),
}));

const signer = await createCodeSigner();
const handlers = {
  'checkIn.changes': () => ({ people: [], removedAccountIds: [], checkIns: [], revocations: [], checkedIn: 1, total: 3, cursor: 1000 }),
  'checkIn.registerDevice': () => ({ ok: true }),
};

async function openScanner(canUndo = false) {
  const view = await renderWithFakeTrpc(() => <ScanPage eventId={eventId} canUndo={canUndo} />, handlers);
  // The roster and key come from the device; the camera opens once they are there.
  await waitFor(() => expect(camera.paused).toBe(false));
  return view;
}

/** The always-visible "checked-in / total" line. */
const countText = () => document.querySelector('[data-checked-in]')?.textContent;

async function scan(text: string) {
  await act(async () => camera.onDecode?.(text));
  return screen.findByRole('alert');
}

beforeEach(async () => {
  await resetDevice();
  camera.onDecode = null;
  camera.paused = true;
  useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
  await seedDevice(makeRoster(signer.key.publicKey));
});

describe('scanning at the door, from the device alone', () => {
  it('green: "Checked in" with name and ticket, queued with the code, counted at once, camera paused', async () => {
    const fake = installFakeQueue();
    await openScanner();
    expect(countText()).toBe('1 / 3 checked in');
    const code = await signer.sign({ accountId: ada, version: 1 });
    const result = await scan(code);
    expect(result.dataset.verdict).toBe('checked-in');
    expect(within(result).getByRole('heading', { name: 'Checked in' })).toBeTruthy();
    expect(within(result).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(result).getByText('Full pass')).toBeTruthy();
    expect(camera.paused).toBe(true);
    expect(document.activeElement).toBe(within(result).getByRole('button', { name: 'Scan next' }));
    expect(countText()).toBe('2 / 3 checked in');
    await waitFor(() =>
      expect(fake.queue.enqueue).toHaveBeenCalledWith('checkIn.record', expect.objectContaining({ method: 'scan', code, eventId, deviceLabel: 'Gate A' }), expect.anything()),
    );
  });

  it('amber: "Already checked in" at 09:12 by Gate B, and the scan is still queued as a record', async () => {
    const fake = installFakeQueue();
    await openScanner();
    const result = await scan(await signer.sign({ accountId: grace, version: 1 }));
    expect(result.dataset.verdict).toBe('already');
    expect(within(result).getByRole('heading', { name: 'Already checked in' })).toBeTruthy();
    expect(within(result).getByText('at 09:12 by Gate B')).toBeTruthy();
    await waitFor(() => expect(fake.queue.enqueue).toHaveBeenCalledTimes(1));
  });

  it('red screens queue nothing: not registered, revoked, forged, not a Hallway code', async () => {
    const fake = installFakeQueue();
    const user = userEvent.setup();
    await openScanner();
    const good = await signer.sign({ accountId: ada, version: 1 });
    const cases = [
      { text: await signer.sign({ accountId: outsider, version: 1 }), verdict: 'not-registered', heading: 'Not registered for this event' },
      { text: await signer.sign({ accountId: alan, version: 1 }), verdict: 'revoked', heading: 'Code revoked' },
      { text: good.slice(0, 90) + (good[90] === 'A' ? 'B' : 'A') + good.slice(91), verdict: 'forged', heading: 'Not a Hallway code' },
      { text: 'https://example.com/ticket/42', verdict: 'not-hallway', heading: 'Not a Hallway code' },
    ];
    for (const { text, verdict, heading } of cases) {
      const result = await scan(text);
      expect(result.dataset.verdict).toBe(verdict);
      expect(within(result).getByRole('heading', { name: heading })).toBeTruthy();
      if (verdict === 'forged') expect(within(result).getByText('The signature does not match: this code may be forged.')).toBeTruthy();
      await user.click(within(result).getByRole('button', { name: 'Scan next' }));
      await waitFor(() => expect(camera.paused).toBe(false));
    }
    expect(fake.queue.enqueue).not.toHaveBeenCalled();
    expect(useDoorStore.getState().index?.checkedIn).toBe(1);
  });

  it('green goes back to the camera by itself after a moment', async () => {
    installFakeQueue();
    await openScanner();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await scan(await signer.sign({ accountId: ada, version: 1 }));
      await act(async () => vi.advanceTimersByTime(2600));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(camera.paused).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an organizer undoes a check-in still waiting on the device by discarding it', async () => {
    const fake = installFakeQueue();
    const user = userEvent.setup();
    await openScanner(true);
    const result = await scan(await signer.sign({ accountId: ada, version: 1 }));
    await waitFor(() => expect(fake.queue.enqueue).toHaveBeenCalledTimes(1));
    await user.click(within(result).getByRole('button', { name: 'Undo check-in' }));
    expect(await within(result).findByText('Check-in undone.')).toBeTruthy();
    await waitFor(() => expect(fake.queue.discard).toHaveBeenCalledWith('entry-1-checkIn.record'));
    expect(fake.queue.enqueue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useDoorStore.getState().index?.checkedIn).toBe(1));
  });

  it('an organizer undoes a check-in the server already has by queuing an undo', async () => {
    const fake = installFakeQueue();
    const user = userEvent.setup();
    await openScanner(true);
    const result = await scan(await signer.sign({ accountId: grace, version: 1 }));
    await user.click(within(result).getByRole('button', { name: 'Undo check-in' }));
    await waitFor(() => expect(fake.queue.enqueue).toHaveBeenCalledWith('checkIn.undo', expect.objectContaining({ eventId, accountId: grace }), expect.anything()));
  });

  it('door staff get no Undo button', async () => {
    installFakeQueue();
    await openScanner(false);
    const result = await scan(await signer.sign({ accountId: ada, version: 1 }));
    expect(within(result).queryByRole('button', { name: 'Undo check-in' })).toBeNull();
  });
});
