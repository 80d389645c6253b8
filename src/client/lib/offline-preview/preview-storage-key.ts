// Where a tab keeps its offline preview (preview-state.ts). Alone in its file, with nothing
// imported, so that the page's tiny entry (boot.ts) can tell a previewing tab without loading
// the preview's code: such a tab must send nothing over the network it pretends is gone.
export const previewStorageKey = 'hallway-offline-preview';

/** Whether this tab holds an offline preview (any phase), read before the app starts. */
export function tabHoldsOfflinePreview(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(previewStorageKey) !== null;
  } catch {
    return false;
  }
}
