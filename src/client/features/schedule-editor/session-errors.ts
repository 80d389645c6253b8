import { readClientError } from '#client/lib/client-error.ts';
import type { SessionField, SessionFieldErrors } from './session-form.ts';

export interface SessionSaveProblem {
  form: string | null;
  fields: SessionFieldErrors;
}

// The draft's fields as the contract names them → the form's fields.
const fieldOf: Record<string, SessionField> = {
  title: 'title',
  description: 'description',
  room: 'room',
  track: 'track',
  startsAt: 'start',
  endsAt: 'end',
  speakerAttendeeIds: 'speakers',
};

/** A refused save as a form message and field errors, classified by code (never by text). */
export function sessionErrorsFrom(error: unknown): SessionSaveProblem {
  const { code, message, fieldPaths } = readClientError(error);
  if (code === undefined) return { form: 'We could not reach the server, so nothing was saved. Check your connection and try again.', fields: {} };
  if (code === 'TOO_MANY_REQUESTS') return { form: 'Too many attempts. Please wait a minute and try again.', fields: {} };
  const fields: SessionFieldErrors = {};
  const leftover: string[] = [];
  for (const [path, messages] of Object.entries(fieldPaths)) {
    // "session.endsAt" → the End field; anything else (the whole draft, the event) is said above the form.
    const field = fieldOf[path.replace(/^session\./, '')];
    if (field) fields[field] = [...(fields[field] ?? []), ...messages];
    else leftover.push(...messages);
  }
  const hasFields = Object.keys(fields).length > 0;
  if (!hasFields && leftover.length === 0) return { form: message, fields };
  return { form: leftover.length > 0 ? leftover.join(' ') : 'Some fields need another look.', fields };
}
