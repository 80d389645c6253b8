import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableContrast } from '#client/lib/theme/contrast.ts';
import { paletteColours } from '#client/lib/theme/palette-colours.ts';
import { readablePrimary, themeVars } from '#client/lib/theme/theme-vars.ts';

describe('contrast with white', () => {
  it('reads hex and oklch colours as WCAG does', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    // Tailwind green-600 as hex and as oklch: the same colour, the same ratio (about 3.3).
    expect(contrastWithWhite('#16a34a')).toBeCloseTo(3.3, 1);
    expect(contrastWithWhite('oklch(62.7% 0.194 149.214)')).toBeCloseTo(3.25, 1);
    expect(contrastWithWhite('oklch(43.9% 0 none)')).toBeGreaterThan(7);
    expect(contrastWithWhite('not a colour')).toBeNull();
  });
});

describe('event colours stay readable', () => {
  it('gives every palette a 600 and 700 with at least 4.5:1 against white (white buttons text, links)', () => {
    for (const [name, shades] of Object.entries(paletteColours)) {
      const readable = readablePrimary(shades);
      expect(contrastWithWhite(readable[6]!), name).toBeGreaterThanOrEqual(readableContrast);
      expect(contrastWithWhite(readable[7]!), name).toBeGreaterThanOrEqual(readableContrast);
    }
  });

  it('darkens only 500–700 of a light palette, and leaves a readable one as it is', () => {
    const green = paletteColours.green;
    const readable = readablePrimary(green);
    expect(readable.slice(0, 5)).toEqual(green.slice(0, 5));
    expect(readable.slice(8)).toEqual(green.slice(8));
    expect(readable[6]).not.toBe(green[6]);
    expect(readablePrimary(paletteColours.blue)).toEqual([...paletteColours.blue]);
    expect((themeVars('green', 'gray') as Record<string, string>)['--color-primary-600']).toBe(readable[6]);
  });
});
