import type { CSSProperties } from 'react';
import { paletteShades, resolveTheme, type palettes } from '#shared/rules/theme-colour.ts';
import { contrastWithWhite, readableContrast } from './contrast.ts';
import { paletteColours } from './palette-colours.ts';

type PaletteName = (typeof palettes)[number];

/** A palette's colour at one shade (50 … 950), for swatches. */
export function paletteColour(name: string, shade: (typeof paletteShades)[number]): string {
  const { primary } = resolveTheme({ primary: name });
  return paletteColours[primary as PaletteName][paletteShades.indexOf(shade)] ?? '';
}

const shade600 = paletteShades.indexOf(600);

/**
 * The app draws white text on primary-600 (buttons) and primary-600/700 text on white (links),
 * so those need 4.5:1 against white. Many palettes' 600 is lighter than that (green, the
 * default, is 3.3:1; yellow 2.9:1): their 500–700 each take a darker shade of the same palette
 * until 600 passes. The light shades (backgrounds, dark-mode text) stay as they are.
 */
export function readablePrimary(shades: readonly string[]): string[] {
  let shift = 0;
  while (shade600 + shift < shades.length - 1 && (contrastWithWhite(shades[shade600 + shift]!) ?? readableContrast) < readableContrast) shift++;
  if (shift === 0) return [...shades];
  return shades.map((colour, index) => (index >= shade600 - 1 && index <= shade600 + 1 ? (shades[Math.min(index + shift, shades.length - 1)] ?? colour) : colour));
}

/**
 * CSS custom properties that repaint everything inside an element in an event's colours:
 * Tailwind's utilities read var(--color-primary-600) and friends, so overriding them on a
 * container re-themes its descendants (the event's own pages, the attendee-menu preview).
 * Unknown names fall back to the defaults (resolveTheme), with a warning through `warn`.
 */
export function themeVars(primaryName: string, grayName: string, warn?: (message: string) => void): CSSProperties {
  const { primary, gray } = resolveTheme({ primary: primaryName, gray: grayName }, warn);
  const primaryShades = readablePrimary(paletteColours[primary as PaletteName]);
  const style: Record<string, string> = {};
  paletteShades.forEach((shade, index) => {
    style[`--color-primary-${shade}`] = primaryShades[index] ?? '';
    style[`--color-gray-${shade}`] = paletteColours[gray as PaletteName][index] ?? '';
  });
  return style as CSSProperties;
}
