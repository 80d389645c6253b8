import type * as z from 'zod/mini';
import { handleSchema } from '#shared/contracts/handle.ts';
import { profileInput, profileLinkInput } from '#shared/contracts/profile.ts';
import { filledLinks, withScheme, type DraftField, type ProfileDraft } from './profile-draft.ts';

// The forms show mistakes before any request, field by field, with the contract's own field
// schemas (src/shared/contracts/profile.ts, zod/mini: the page loads no classic zod); the server
// checks the whole input again with the same schemas. What is the page's own: only the fields
// asked for are checked, an empty handle keeps the server's, a link gets https:// when it has no
// scheme, and each link row's errors are keyed by its index.
const fieldRules: Partial<Record<DraftField, z.ZodMiniType>> = {
  headline: profileInput.shape.headline,
  company: profileInput.shape.company,
  bio: profileInput.shape.bio,
  interests: profileInput.shape.interests,
  lookingFor: profileInput.shape.lookingFor,
  offers: profileInput.shape.offers,
  // Set by the upload, never typed: only a path the upload route answered.
  pictureSrc: profileInput.shape.pictureSrc,
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
      const problem = draft.handle.trim() === '' ? null : firstMessage(handleSchema.safeParse(draft.handle));
      if (problem) errors.handle = problem;
    } else if (field === 'links') {
      const links = filledLinks(draft.links);
      if (links.length > maxLinks) errors.links = [`Add at most ${maxLinks} links`];
      draft.links.forEach((link, index) => {
        if (!links.includes(link)) return;
        const url = link.url.trim() === '' ? ['Enter the web address'] : firstMessage(profileLinkInput.shape.url.safeParse(withScheme(link.url)));
        if (url) errors[`links.${index}.url`] = url;
        const label = firstMessage(profileLinkInput.shape.label.safeParse(link.label));
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
