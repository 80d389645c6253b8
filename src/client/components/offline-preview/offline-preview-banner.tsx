import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readOfflinePreview, subscribeOfflinePreview } from '#client/lib/offline-preview/preview-state.ts';

// On every page while this tab is in the offline preview (lib/offline-preview/). The banner's
// body (outbox count, preparing step) loads only then: other visits carry a few lines.
const PreviewBannerBody = lazy(() => import('./preview-banner-body.tsx'));

const read = () => readOfflinePreview();

export function OfflinePreviewBanner() {
  const preview = useSyncExternalStore(subscribeOfflinePreview, read, () => null);
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBannerBody preview={preview} />
    </Suspense>
  );
}
