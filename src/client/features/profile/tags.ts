import { tagMaxLength, tagsMax, tagTooLongMessage, tooManyTagsMessage } from '#shared/contracts/profile.ts';

// Tags (interests, what people look for and offer) as the contract stores them: trimmed,
// lower-case, unique, within the contract's limits (the forms check the saved list with it too).

export function normalizeTag(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface AddTagsResult {
  tags: string[];
  added: string[];
  /** Why some of the typed text was not added, in words for the person typing. */
  problem: string | null;
}

/** Adds what was typed (commas separate several tags) to a list: no duplicates, no empties, within the limits. */
export function addTags(current: readonly string[], typed: string): AddTagsResult {
  const tags = [...current];
  const added: string[] = [];
  let problem: string | null = null;
  for (const piece of typed.split(/[,\n]/)) {
    const tag = normalizeTag(piece);
    if (!tag || tags.includes(tag)) continue;
    if (tag.length > tagMaxLength) {
      problem = tagTooLongMessage;
      continue;
    }
    if (tags.length >= tagsMax) {
      problem = tooManyTagsMessage;
      break;
    }
    tags.push(tag);
    added.push(tag);
  }
  return { tags, added, problem };
}

export function removeTag(current: readonly string[], tag: string): string[] {
  return current.filter((item) => item !== tag);
}

/** A suggestion chip switches its tag on or off. */
export function toggleTag(current: readonly string[], tag: string): AddTagsResult {
  const normalized = normalizeTag(tag);
  if (current.includes(normalized)) return { tags: removeTag(current, normalized), added: [], problem: null };
  return addTags(current, normalized);
}
