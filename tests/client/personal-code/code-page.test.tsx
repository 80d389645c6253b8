import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalCode } from '#shared/contracts/personal-code.ts';
import { encodePersonalCode } from '#shared/rules/personal-code.ts';
import { CodePage } from '#client/features/personal-code/components/code-page.tsx';
import { quietZone } from '#client/components/qr/qr-matrix.ts';
import { useAlertsStore } from '#client/stores/alerts-store.ts';
import { renderWithFakeTrpc, serverError } from '../helpers/fake-trpc.tsx';

type CreateQr = (text: string, options: { errorCorrectionLevel: 'M'; maskPattern?: 2 }) => { modules: { size: number; data: ArrayLike<number> } };

const accountId = '5eed0000-0000-4000-8000-0000000000b1';
const codeText = (version: number, fill: number) => encodePersonalCode({ accountId, version }, new Uint8Array(64).fill(fill));

function makeCode(version = 1): PersonalCode {
  return { accountId, code: codeText(version, version), version, issuedAt: 1_795_000_000_000, qrMask: 2, firstName: 'Dana', lastName: 'Demo', picture: null };
}

/** Reads the dark modules back out of the SVG path (one "M x y h n v1 h-n z" per run). */
function readModules(svg: Element): { size: number; data: number[] } {
  const size = Number(svg.getAttribute('data-modules'));
  const data = Array.from({ length: size * size }, () => 0);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i++) data[(Number(y) - quietZone) * size + Number(x) - quietZone + i] = 1;
  }
  return { size, data };
}

/** The symbol drawn with the mask the server chose (every code of these tests says mask 2). */
async function expectedModules(text: string) {
  const qrcode: { create?: CreateQr; default?: { create?: CreateQr } } = await import('qrcode');
  const create = (qrcode.create ?? qrcode.default?.create)!;
  const { modules } = create(text, { errorCorrectionLevel: 'M', maskPattern: 2 });
  return { size: modules.size, data: Array.from(modules.data, (v) => (v ? 1 : 0)) };
}

describe('/me/code', () => {
  beforeEach(() => useAlertsStore.getState().clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows my name and a QR code whose modules encode exactly my code, at level M', async () => {
    const code = makeCode();
    await renderWithFakeTrpc(() => <CodePage />, { 'personalCode.mine': () => code });
    const image = await screen.findByRole('img', { name: 'Your personal QR code' });
    expect(screen.getByRole('heading', { name: 'My QR code' })).toBeTruthy();
    expect(screen.getByText('Dana Demo')).toBeTruthy();
    expect(readModules(image)).toEqual(await expectedModules(code.code));
    // Black on white whatever the colour mode, with the quiet zone around the symbol.
    expect(image.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(image.querySelector('path')?.getAttribute('fill')).toBe('#000000');
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${readModules(image).size + 2 * quietZone} ${readModules(image).size + 2 * quietZone}`);
    expect(screen.getByText(/turn your screen brightness up/i)).toBeTruthy();
  });

  it('shows the saved code while the server does not answer (offline after a reload)', async () => {
    const code = makeCode();
    // The background check on each visit never comes back, as with the network gone.
    const view = await renderWithFakeTrpc(() => <CodePage />, { 'personalCode.mine': () => new Promise(() => {}) });
    act(() => view.queryClient.setQueryData(view.trpc.personalCode.mine.queryKey(), code));
    const image = await screen.findByRole('img', { name: 'Your personal QR code' });
    expect(readModules(image)).toEqual(await expectedModules(code.code));
  });

  it('keeps the saved code on screen when the refresh fails', async () => {
    const view = await renderWithFakeTrpc(() => <CodePage />, {
      'personalCode.mine': () => {
        throw serverError('INTERNAL_SERVER_ERROR', 'down');
      },
    });
    act(() => view.queryClient.setQueryData(view.trpc.personalCode.mine.queryKey(), makeCode()));
    expect(await screen.findByRole('img', { name: 'Your personal QR code' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('regenerates after a confirmation that explains old codes and screenshots stop working', async () => {
    const user = userEvent.setup();
    const regenerate = vi.fn(() => makeCode(2));
    await renderWithFakeTrpc(() => <CodePage />, { 'personalCode.mine': () => makeCode(1), 'personalCode.regenerate': regenerate });
    await screen.findByRole('img', { name: 'Your personal QR code' });
    await user.click(screen.getByRole('button', { name: 'Regenerate code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Regenerate your code?' });
    expect(within(dialog).getByText(/screenshots/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(regenerate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Regenerate code' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate code' }));
    await waitFor(() => expect(regenerate).toHaveBeenCalledTimes(1));
    await waitFor(async () => expect(readModules(screen.getByRole('img', { name: 'Your personal QR code' }))).toEqual(await expectedModules(codeText(2, 2))));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useAlertsStore.getState().alerts.map((a) => a.title)).toContain('New code ready');
  });

  it('disables Regenerate offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithFakeTrpc(() => <CodePage />, { 'personalCode.mine': () => makeCode() });
    await screen.findByRole('img', { name: 'Your personal QR code' });
    const button = screen.getByRole('button', { name: 'Regenerate code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText("You're offline. Regenerating your code needs a connection.")).toBeTruthy();
  });

  it('keeps the screen awake, asks again when the page is shown again and lets go on leaving', async () => {
    const release = vi.fn(async () => undefined);
    const sentinels: Array<EventTarget & { released: boolean; release: typeof release }> = [];
    const request = vi.fn(async () => {
      const sentinel = Object.assign(new EventTarget(), { released: false, release });
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const view = await renderWithFakeTrpc(() => <CodePage />, { 'personalCode.mine': () => makeCode() });
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      // The browser drops the lock when the page is hidden; coming back asks again.
      act(() => {
        sentinels[0]!.released = true;
        sentinels[0]!.dispatchEvent(new Event('release'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
      view.unmount();
      expect(release).toHaveBeenCalled();
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });
});
