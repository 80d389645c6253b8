// The message a page in the offline preview sends its service worker (src/client/lib/offline-preview),
// so the worker answers that page's requests as with no network (sw/offline-preview.ts). Shared by
// both; no imports, since the worker loads it too.

const offlinePreviewMessageType = 'HALLWAY_OFFLINE_PREVIEW';

export interface OfflinePreviewMessage {
  type: typeof offlinePreviewMessageType;
  /** true: this page's network is cut; false: it is back. */
  offline: boolean;
}

export const offlinePreviewMessage = (offline: boolean): OfflinePreviewMessage => ({ type: offlinePreviewMessageType, offline });

/** The message's `offline`, or null for any other message. */
export function readOfflinePreviewMessage(data: unknown): boolean | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, offline } = data as { type?: unknown; offline?: unknown };
  return type === offlinePreviewMessageType && typeof offline === 'boolean' ? offline : null;
}
