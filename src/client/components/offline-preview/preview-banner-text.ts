import type { OfflinePreview } from '#client/lib/offline-preview/preview-state.ts';

export function previewBannerText(phase: OfflinePreview['phase']): string {
  return phase === 'offline'
    ? 'Offline preview — this is what attendees see without a network'
    : 'Offline preview — saving the event as an attendee’s phone does when they open it once…';
}

/** What waits in the outbox: it is sent when the preview ends, as after any time offline. */
export function previewPendingText(pending: number, failed: number): string {
  const waiting = pending === 0 ? 'No changes waiting' : `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to be sent when you leave the preview`;
  return failed === 0 ? `${waiting}.` : `${waiting}; ${failed} refused.`;
}
