import type { MeetingDraft } from './meeting-draft.ts';

// Unsaved Meetings forms by event, for this page's life: an organizer who opens another console
// tab (or loses the network) and comes back finds what they typed. Not saved to disk: settings are
// saved to the server, online, and a form restored after a reload could undo another organizer's save.

const drafts = new Map<string, MeetingDraft>();

export const unsavedMeetingDraft = (eventId: string): MeetingDraft | undefined => drafts.get(eventId);

export function rememberUnsavedMeetingDraft(eventId: string, draft: MeetingDraft): void {
  drafts.set(eventId, draft);
}

export function forgetUnsavedMeetingDraft(eventId: string): void {
  drafts.delete(eventId);
}
