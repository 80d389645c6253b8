import type { NotificationPayload } from '../contracts/notification.ts';

// What a notification says when its payload leaves parts out.
export const sessionFeedbackTopic = 'session_feedback';
const sessionFeedbackTitle = 'Session Feedback';
const sessionFeedbackBody =
  'How would you rate this session? Share your feedback to help us make future events even better!';
const defaultTitle = 'Update';
const defaultBody = 'Open the notification to learn more.';

function nonEmpty(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}

export function notificationTitle(topicName: string | null | undefined, payload: NotificationPayload | null | undefined): string {
  const title = nonEmpty(payload?.title);
  if (title) return title;
  if (topicName === sessionFeedbackTopic) return nonEmpty(payload?.programTitle) ?? sessionFeedbackTitle;
  return defaultTitle;
}

export function notificationBody(topicName: string | null | undefined, payload: NotificationPayload | null | undefined): string {
  const body = nonEmpty(payload?.body);
  if (body) return body;
  if (topicName === sessionFeedbackTopic) return sessionFeedbackBody;
  return defaultBody;
}
