import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { OfflinePreviewBanner } from '#client/components/offline-preview/offline-preview-banner.tsx';
import { goOffline } from '#client/lib/offline-preview/offline-preview.ts';
import { isNetworkCut, restoreNetwork } from '#client/lib/offline-preview/network-cut.ts';
import { beginOfflinePreview, readOfflinePreview, resetOfflinePreviewForTests } from '#client/lib/offline-preview/preview-state.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';

// The banner every page shows during the preview, and its way out.
beforeEach(() => {
  sessionStorage.clear();
  resetOfflinePreviewForTests();
});

afterEach(() => restoreNetwork());

describe('the offline preview banner', () => {
  it('is absent without a preview', async () => {
    const { container } = await renderInRouter(() => <OfflinePreviewBanner />);
    expect(container.textContent).toBe('');
  });

  it('says it is a preview while offline, and Leave preview gives the network back and ends it', async () => {
    beginOfflinePreview('ev1');
    goOffline();
    expect(navigator.onLine).toBe(false);
    // The banner's body is a lazy chunk: load it first, as a page in the preview already has.
    await import('#client/components/offline-preview/preview-banner-body.tsx');
    await renderInRouter(() => <OfflinePreviewBanner />);
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toContain('Offline preview — this is what attendees see without a network');
    await screen.findByText('No changes waiting.', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(readOfflinePreview()).toBeNull();
    expect(isNetworkCut()).toBe(false);
    expect(navigator.onLine).toBe(true);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Leave preview' })).toBeNull();
  });
});
