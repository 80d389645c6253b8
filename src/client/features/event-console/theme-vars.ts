import type { CSSProperties } from 'react';
import { paletteShades, resolveTheme, type palettes } from '#shared/rules/theme-colour.ts';
import { paletteColours } from './palette-colours.ts';

type PaletteName = (typeof palettes)[number];

/** A palette's colour at one shade (50 … 950), for swatches. */
export function paletteColour(name: string, shade: (typeof paletteShades)[number]): string {
  const { primary } = resolveTheme({ primary: name });
  return paletteColours[primary as PaletteName][paletteShades.indexOf(shade)] ?? '';
}

/**
 * CSS custom properties that repaint everything inside an element in an event's colours:
 * Tailwind's utilities read var(--color-primary-600) and friends, so overriding them on a
 * container re-themes its descendants (the attendee-menu preview). Unknown names fall back
 * as spec §5 says.
 */
export function themeVars(primaryName: string, grayName: string): CSSProperties {
  const { primary, gray } = resolveTheme({ primary: primaryName, gray: grayName });
  const style: Record<string, string> = {};
  paletteShades.forEach((shade, index) => {
    style[`--color-primary-${shade}`] = paletteColours[primary as PaletteName][index] ?? '';
    style[`--color-gray-${shade}`] = paletteColours[gray as PaletteName][index] ?? '';
  });
  return style as CSSProperties;
}
