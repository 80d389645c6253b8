import * as z from 'zod/mini';
import { readClientError } from '#client/lib/client-error.ts';

type FieldErrors = Record<string, string[]>;

export interface FormErrorState {
  form: string | null;
  fields: FieldErrors;
}

export const noErrors: FormErrorState = { form: null, fields: {} };

/** Checks input with the zod/mini twin of the server's schema, so mistakes show before any request. */
export function validate<T extends z.ZodMiniType>(schema: T, input: unknown): FormErrorState | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return { form: null, fields: z.flattenError(result.error).fieldErrors as FieldErrors };
}

/** Turns a failed call into a form message and field errors, classified by code (never by text). */
export function formErrorsFrom(error: unknown, messages: Partial<Record<string, string>> = {}): FormErrorState {
  const { code, message, fieldErrors } = readClientError(error);
  if (code === undefined) return { form: 'We could not reach the server. Check your connection and try again.', fields: {} };
  if (code === 'TOO_MANY_REQUESTS') return { form: 'Too many attempts. Please wait a minute and try again.', fields: {} };
  const hasFields = Object.keys(fieldErrors).length > 0;
  return { form: messages[code] ?? (hasFields ? null : message), fields: fieldErrors };
}

/** Reads a form's named text inputs as an object. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const data: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') data[key] = value;
  });
  return data;
}
