// Matches: people are recommended by shared interests, and by what one offers matching
// what the other is looking for, in both directions. Every match says why, in words. This is the
// pure rule; the server runs it over the event's attendees (5,000 of them, so keep it linear).

import { canonicalTags } from './canonical-tags.ts';

export interface MatchProfile {
  interests: readonly string[];
  lookingFor: readonly string[];
  offers: readonly string[];
}

export interface MatchReasons {
  sharedInterests: string[];
  /** They offer these, and I am looking for them. */
  theyOffer: string[];
  /** I offer these, and they are looking for them. */
  iOffer: string[];
}

/** An intent met is worth more than a shared interest: it is a reason to actually meet. */
const weights = { sharedInterest: 1, intentMet: 3 } as const;

function intersect(mine: readonly string[], theirs: readonly string[]): string[] {
  const theirSet = new Set(canonicalTags(theirs));
  return canonicalTags(mine).filter((tag) => theirSet.has(tag)).sort();
}

export function matchReasons(me: MatchProfile, them: MatchProfile): MatchReasons {
  return {
    sharedInterests: intersect(me.interests, them.interests),
    theyOffer: intersect(me.lookingFor, them.offers),
    iOffer: intersect(me.offers, them.lookingFor),
  };
}

export function matchScore(reasons: MatchReasons): number {
  return reasons.sharedInterests.length * weights.sharedInterest + (reasons.theyOffer.length + reasons.iOffer.length) * weights.intentMet;
}

function list(tags: readonly string[]): string {
  if (tags.length <= 1) return tags.join('');
  return `${tags.slice(0, -1).join(', ')} and ${tags.at(-1)}`;
}

/** "You both follow rust; they offer mentoring, which you are looking for". Empty when nothing matches. */
export function explainMatch(reasons: MatchReasons): string {
  const parts: string[] = [];
  if (reasons.sharedInterests.length) parts.push(`You both follow ${list(reasons.sharedInterests)}`);
  if (reasons.theyOffer.length) parts.push(`they offer ${list(reasons.theyOffer)}, which you are looking for`);
  if (reasons.iOffer.length) parts.push(`you offer ${list(reasons.iOffer)}, which they are looking for`);
  const sentence = parts.join('; ');
  return sentence ? sentence[0]!.toUpperCase() + sentence.slice(1) : '';
}
