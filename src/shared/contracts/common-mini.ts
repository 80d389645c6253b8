import * as z from 'zod/mini';
import { isMultiLineText, isSingleLineText, multiLineTextMessage, singleLineTextMessage } from '../rules/text-characters.ts';
import { isUploadedPictureSrc, uploadedPictureMessage } from './uploads.ts';

// The building blocks of the contracts written in zod/mini: the page imports those contracts too,
// and must not load classic zod (this file's classic counterparts live in common.ts).

export const idSchema = z.uuid();
export const unixSecondsSchema = z.number().check(z.int(), z.nonnegative());
export const pictureSchema = z.object({ src: z.string().check(z.minLength(1), z.maxLength(2048)) });
/** A picture field of an input: a path the upload route answered, never other text (common.ts says more). */
export const uploadedPictureSrcSchema = z.string().check(z.refine(isUploadedPictureSrc, { error: uploadedPictureMessage }));

/** A string schema of either flavour: classic and zod/mini both take a check through `.check()`. */
type StringSchema = z.core.$ZodType<string, string> & { check(...checks: Array<z.core.$ZodCheck<string>>): unknown };

/**
 * Every free-text input is wrapped in one of these (rules/text-characters.ts says why): names,
 * titles, labels, tags and codes in singleLine, bios, descriptions and notes in multiLine.
 * Classic contracts take them from common.ts, which re-exports these.
 */
export function singleLine<T extends StringSchema>(schema: T): T {
  return schema.check(z.refine(isSingleLineText, { error: singleLineTextMessage })) as T;
}
export function multiLine<T extends StringSchema>(schema: T): T {
  return schema.check(z.refine(isMultiLineText, { error: multiLineTextMessage })) as T;
}

/** The result envelope for calls that answer success or an error message. */
export function resultSchema<T extends z.core.SomeType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), error: z.object({ message: z.string() }) }),
  ]);
}
