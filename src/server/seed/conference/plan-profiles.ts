import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import { createRandom, type Random } from './random.ts';
import { topics } from './topics.ts';

// What people follow, look for and offer, so matching has work to do at scale. A stream of
// random numbers of its own: adding it left every other part of a seeded conference unchanged.

/** Things people come to a conference to find, or to give. */
const intents = [
  'mentoring', 'hiring', 'a new job', 'investors', 'co-founders', 'beta testers', 'design feedback', 'speaking slots',
  'open source contributors', 'partnerships', 'first customers', 'code review',
] as const;

export interface PlannedProfile {
  interests: string[];
  lookingFor: string[];
  offers: string[];
  /** Most people are findable; a few keep to their connections or opt out (as real events have). */
  visibility: 'everyone' | 'connections' | 'nobody';
}

/** Stored as the profile form would store them (canonicalTags): "LLM evaluation" → "llm evaluation". */
function some(random: Random, items: readonly string[], min: number, max: number): string[] {
  return canonicalTags(random.shuffle(items).slice(0, random.int(min, max)));
}

export function planProfiles(seed: number, count: number): PlannedProfile[] {
  const random = createRandom((seed ^ 0x5eed7a95) >>> 0);
  return Array.from({ length: count }, () => {
    const roll = random.next();
    return {
      interests: some(random, topics, 2, 5),
      lookingFor: some(random, intents, 0, 2),
      offers: some(random, intents, 0, 2),
      visibility: roll < 0.03 ? 'nobody' : roll < 0.08 ? 'connections' : 'everyone',
    };
  });
}
