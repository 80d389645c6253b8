import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallButton } from '#client/components/header/install-button.tsx';
import { usePwaStore } from '#client/stores/pwa-store.ts';
import { pretendDevice } from '../helpers/pretend-device.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  usePwaStore.setState({ installPrompt: null });
});

describe('Install on iOS (no beforeinstallprompt there)', () => {
  it('on an iPhone in Safari, Install opens the Add to Home Screen steps, and closes back to the button', async () => {
    pretendDevice('iPhone');
    const user = userEvent.setup();
    render(<InstallButton />);
    const install = screen.getByRole('button', { name: /Install/ });
    await user.click(install);
    const dialog = await screen.findByRole('dialog', { name: 'Add Hallway to your Home Screen' });
    const steps = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toMatch(/Tap the Share button .*a square with an arrow/);
    expect(steps[1]).toMatch(/Add to Home Screen/);
    expect(steps[2]).toMatch(/Tap Add, then open Hallway from your Home Screen/);
    expect(dialog.textContent).toMatch(/deletes a site’s saved data after 7 days without a visit, unless it is on the Home Screen/);
    expect(dialog.textContent).toMatch(/In another browser on iPhone or iPad, the Share button is in that browser’s own menu/);
    // Keyboard: focus starts inside (moved there once the dialog is shown: waited for, as a busy
    // machine showed the dialog a moment before its focus moved), Escape closes and gives focus back.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(install);
  });

  it('Done closes the steps', async () => {
    pretendDevice('iPhone');
    const user = userEvent.setup();
    render(<InstallButton />);
    await user.click(screen.getByRole('button', { name: /Install/ }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered once opened from the Home Screen', () => {
    pretendDevice('iPhone', { homeScreen: true });
    const { container } = render(<InstallButton />);
    expect(container.textContent).toBe('');
  });

  it('elsewhere, shows only when the browser offers installation, and uses its prompt', async () => {
    pretendDevice('android');
    const { container } = render(<InstallButton />);
    expect(container.textContent).toBe('');
    const prompt = vi.fn(async () => undefined);
    usePwaStore.setState({ installPrompt: Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Install/ }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
