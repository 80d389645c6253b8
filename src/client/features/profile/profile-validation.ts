import * as z from 'zod/mini';
import { isUploadedPictureSrc, uploadedPictureMessage } from '#shared/contracts/uploads.ts';
import { isMultiLineText, isSingleLineText, multiLineTextMessage, singleLineTextMessage } from '#shared/rules/text-characters.ts';
import { filledLinks, withScheme, type DraftField, type ProfileDraft } from './profile-draft.ts';
import { maxTagLength, maxTags } from './tags.ts';

// zod/mini twins of the rules in src/shared/contracts/profile.ts (and handleSchema), so the
// forms show mistakes before any request without loading classic zod. The server checks again
// with the originals; tests/client/profile/profile-validation.test.ts keeps the two in step.
const atMost = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters` });
const oneLine = z.refine<string>(isSingleLineText, { error: singleLineTextMessage });
const text = (max: number) => z.string().check(z.trim(), atMost(max), oneLine);
const longText = (max: number) => z.string().check(z.trim(), atMost(max), z.refine<string>(isMultiLineText, { error: multiLineTextMessage }));

export const handleRule = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(3, { error: 'Use at least 3 characters' }),
  z.maxLength(40, { error: 'Use at most 40 characters' }),
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use letters, digits and single dashes' }),
);
const linkUrlRule = z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).check(atMost(2048), oneLine);
const tagsRule = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(maxTagLength, { error: `Keep each tag under ${maxTagLength} characters` }), oneLine))
  .check(z.maxLength(maxTags, { error: `You can add up to ${maxTags}` }));

const fieldRules: Partial<Record<DraftField, z.ZodMiniType>> = {
  headline: text(120),
  company: text(120),
  bio: longText(1000),
  interests: tagsRule,
  lookingFor: tagsRule,
  offers: tagsRule,
  // Set by the upload, never typed: only a path the upload route answered (uploadedPictureSrcSchema).
  pictureSrc: z.nullable(z.string().check(z.refine(isUploadedPictureSrc, { error: uploadedPictureMessage }))),
};

export const maxLinks = 10;

/** Field errors keyed by field name; link rows use `links.<index>.url` / `links.<index>.label`. */
export type ProfileFieldErrors = Record<string, string[]>;

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] | null {
  if (result.success) return null;
  return [result.error?.issues[0]?.message ?? 'Invalid input'];
}

/** Checks the given fields of a draft (all of them by default) and answers their errors; {} when fine. */
export function validateDraft(draft: ProfileDraft, fields: readonly DraftField[] = Object.keys(draft) as DraftField[]): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const field of fields) {
    if (field === 'handle') {
      // An empty handle keeps the one the server gave; anything typed must be a real handle.
      const problem = draft.handle.trim() === '' ? null : firstMessage(handleRule.safeParse(draft.handle));
      if (problem) errors.handle = problem;
    } else if (field === 'links') {
      const links = filledLinks(draft.links);
      if (links.length > maxLinks) errors.links = [`Add at most ${maxLinks} links`];
      draft.links.forEach((link, index) => {
        if (!links.includes(link)) return;
        const url = link.url.trim() === '' ? ['Enter the web address'] : firstMessage(linkUrlRule.safeParse(withScheme(link.url)));
        if (url) errors[`links.${index}.url`] = url;
        const label = firstMessage(text(80).safeParse(link.label));
        if (label) errors[`links.${index}.label`] = label;
      });
    } else {
      const rule = fieldRules[field];
      const problem = rule ? firstMessage(rule.safeParse(draft[field])) : null;
      if (problem) errors[field] = problem;
    }
  }
  return errors;
}

export function hasErrors(errors: ProfileFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
