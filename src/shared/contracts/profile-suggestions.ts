// Plain lists with no zod, so the onboarding page can show them without loading the contract's
// schemas (re-exported by profile.ts for everything else).

/** Suggested interests offered during onboarding (people can type their own too). */
export const suggestedInterests = [
  'ai', 'accessibility', 'cloud', 'data', 'design', 'devops', 'diversity', 'education', 'fintech', 'frontend',
  'gaming', 'growth', 'hiring', 'marketing', 'mobile', 'open source', 'product', 'rust', 'security',
  'startups', 'sustainability', 'typescript', 'ux research', 'venture capital',
] as const;

/** Intents used by matching: what people look for and what they offer. */
export const suggestedIntents = [
  'mentoring', 'a job', 'hiring', 'investment', 'co-founder', 'customers', 'partners', 'speaking', 'feedback', 'friends',
] as const;

export const profileLinkTypes = ['website', 'linkedin', 'github', 'mastodon', 'x', 'other'] as const;
export type ProfileLinkType = (typeof profileLinkTypes)[number];
