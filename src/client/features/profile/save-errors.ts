import { readClientError } from '#client/lib/client-error.ts';
import type { ProfileFieldErrors } from './profile-validation.ts';

export interface SaveProblem {
  form: string | null;
  fields: ProfileFieldErrors;
}

/** A failed save as a message and field errors, classified by code (never by message text). */
export function saveProblemFrom(error: unknown): SaveProblem {
  const { code, message, fieldErrors } = readClientError(error);
  if (code === undefined) return { form: 'We could not reach the server, so nothing was saved. Check your connection and try again.', fields: {} };
  if (code === 'CONFLICT') return { form: null, fields: { handle: [message] } };
  if (code === 'TOO_MANY_REQUESTS') return { form: 'Too many attempts. Please wait a minute and try again.', fields: {} };
  const hasFields = Object.keys(fieldErrors).length > 0;
  return { form: hasFields ? 'Some fields need another look.' : message, fields: fieldErrors };
}
