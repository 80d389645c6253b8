import type { ProfileLinkType } from '#shared/contracts/profile-suggestions.ts';

export const linkTypeNames: Record<ProfileLinkType, string> = {
  website: 'Website',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  mastodon: 'Mastodon',
  x: 'X (Twitter)',
  other: 'Other',
};
