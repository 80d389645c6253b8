// Event theme colours: palette names, shades 50–950, and the fallback when a name is unknown.
export const brandPalettes = ['purple', 'green', 'orange'] as const;
export const grayPalettes = ['cool-gray', 'gray', 'zinc', 'neutral', 'stone', 'slate'] as const;
export const palettes = [
  ...brandPalettes,
  'red', 'amber', 'yellow', 'lime', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'fuchsia', 'pink', 'rose',
  ...grayPalettes,
] as const;
export const paletteShades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const defaultPrimary = 'green';
export const defaultGray = 'cool-gray';

export interface Theme {
  primary: string;
  gray: string;
}

/**
 * Keeps a theme only where its colour names exist in the palette; otherwise warns
 * (through the given logger) and uses the defaults, green and cool gray.
 */
export function resolveTheme(
  requested: Partial<Theme> | null | undefined,
  warn: (message: string) => void = () => {},
): Theme {
  const known = new Set<string>(palettes);
  const grays = new Set<string>(grayPalettes);
  let primary = requested?.primary ?? defaultPrimary;
  let gray = requested?.gray ?? defaultGray;
  if (!known.has(primary)) {
    warn(`Unknown primary colour "${primary}"; using "${defaultPrimary}".`);
    primary = defaultPrimary;
  }
  if (!grays.has(gray)) {
    warn(`Unknown gray colour "${gray}"; using "${defaultGray}".`);
    gray = defaultGray;
  }
  return { primary, gray };
}
