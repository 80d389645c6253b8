import type { ProfileLinkType } from '#shared/contracts/profile-suggestions.ts';
import type { Profile, ProfileInput, ProfileVisibility } from '#shared/contracts/profile.ts';

export interface LinkDraft {
  /** A stable React key for the row (server ids for saved links, made up for new ones). */
  key: string;
  label: string;
  url: string;
  type: ProfileLinkType;
}

/** What the profile forms edit: the saved profile, as plain strings and lists. */
export interface ProfileDraft {
  handle: string;
  headline: string;
  company: string;
  bio: string;
  interests: string[];
  lookingFor: string[];
  offers: string[];
  visibility: ProfileVisibility;
  links: LinkDraft[];
  pictureSrc: string | null;
  thumbnailSrc: string | null;
}

export type DraftField = keyof ProfileDraft;

const linkTypes: readonly ProfileLinkType[] = ['website', 'linkedin', 'github', 'mastodon', 'x', 'other'];
let linkCounter = 0;

export function newLinkDraft(): LinkDraft {
  linkCounter += 1;
  return { key: `new-${linkCounter}`, label: '', url: '', type: 'website' };
}

export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    handle: profile.handle ?? '',
    headline: profile.headline,
    company: profile.company,
    bio: profile.bio,
    interests: profile.interests,
    lookingFor: profile.lookingFor,
    offers: profile.offers,
    visibility: profile.visibility,
    links: profile.links.map((link) => ({
      key: link.id,
      label: link.label,
      url: link.url,
      type: linkTypes.find((type) => type === link.type) ?? 'other',
    })),
    pictureSrc: profile.picture?.src ?? null,
    thumbnailSrc: profile.thumbnail?.src ?? null,
  };
}

/** People type "grace.dev": a web address without a scheme is meant as https. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The link type a URL most likely is, from its host; null when it says nothing. */
export function guessLinkType(url: string): ProfileLinkType | null {
  let host: string;
  try {
    host = new URL(withScheme(url)).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) return 'linkedin';
  if (host === 'github.com') return 'github';
  if (host === 'x.com' || host === 'twitter.com') return 'x';
  if (/^(mastodon\.|mstdn\.|hachyderm\.io$|fosstodon\.org$)/.test(host)) return 'mastodon';
  return null;
}

/** Rows with neither a label nor an address are left out: they are the empty "add a link" row. */
export function filledLinks(links: readonly LinkDraft[]): LinkDraft[] {
  return links.filter((link) => link.url.trim() !== '' || link.label.trim() !== '');
}

export function toProfileInput(draft: ProfileDraft): ProfileInput {
  return {
    handle: draft.handle.trim().toLowerCase() || undefined,
    headline: draft.headline,
    company: draft.company,
    bio: draft.bio,
    interests: draft.interests,
    lookingFor: draft.lookingFor,
    offers: draft.offers,
    visibility: draft.visibility,
    links: filledLinks(draft.links).map((link) => ({ label: link.label.trim(), url: withScheme(link.url), type: link.type })),
    pictureSrc: draft.pictureSrc,
  };
}
