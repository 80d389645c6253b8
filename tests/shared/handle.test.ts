import { describe, expect, it } from 'vitest';
import { handleSchema } from '#shared/contracts/handle.ts';

describe('handleSchema', () => {
  it('normalises a handle to lower case', () => {
    expect(handleSchema.parse('  Aurora-Summit ')).toBe('aurora-summit');
  });

  it('refuses handles that a route already owns (regression: /org/new hid an organization named "new")', () => {
    const result = handleSchema.safeParse('NEW');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This handle is reserved. Try another one.');
  });

  it('takes 3 to 40 letters, digits and single dashes once trimmed (the samples the profile form twin was held to)', () => {
    const verdicts = (samples: string[]) => samples.map((sample) => handleSchema.safeParse(sample).success);
    expect(verdicts(['ada', 'Ada-Lovelace', 'a1-b2-c3', 'x'.repeat(40), ' padded '])).toEqual([true, true, true, true, true]);
    expect(verdicts(['ab', 'a--b', '-ab', 'ab-', 'ab_c', 'ab c', 'x'.repeat(41)])).toEqual([false, false, false, false, false, false, false]);
  });

  it('refuses double dashes and other characters', () => {
    expect(handleSchema.safeParse('a--b').success).toBe(false);
    expect(handleSchema.safeParse('a_b').success).toBe(false);
  });
});
