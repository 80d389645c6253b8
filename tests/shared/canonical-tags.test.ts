import { describe, expect, it } from 'vitest';
import { canonicalTags } from '#shared/rules/canonical-tags.ts';
import { profileInput } from '#shared/contracts/profile.ts';

describe('canonicalTags', () => {
  it('trims, lower-cases, drops empties and repeats, and keeps the first order', () => {
    expect(canonicalTags([' LLM evaluation', 'Rust', 'rust ', '', '  ', 'Design', 'llm EVALUATION'])).toEqual(['llm evaluation', 'rust', 'design']);
  });

  it('is what the profile form stores', () => {
    const parsed = profileInput.parse({ interests: ['Rust', 'RUST', 'Design'], lookingFor: ['Mentoring'], offers: [] });
    expect(parsed.interests).toEqual(['rust', 'design']);
    expect(parsed.lookingFor).toEqual(['mentoring']);
  });
});
