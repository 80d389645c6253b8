import { describe, expect, it } from 'vitest';
import { handleSchema } from '#shared/contracts/organization.ts';

describe('handleSchema', () => {
  it('normalises a handle to lower case', () => {
    expect(handleSchema.parse('  Aurora-Summit ')).toBe('aurora-summit');
  });

  it('refuses handles that a route already owns (regression: /org/new hid an organization named "new")', () => {
    const result = handleSchema.safeParse('NEW');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This handle is reserved. Try another one.');
  });

  it('refuses double dashes and other characters', () => {
    expect(handleSchema.safeParse('a--b').success).toBe(false);
    expect(handleSchema.safeParse('a_b').success).toBe(false);
  });
});
