// WCAG contrast of the palette's colours (hex, or oklch as Tailwind writes them) against white,
// so an event's chosen colours can be kept readable (theme-vars.ts). Relative luminance needs
// linear sRGB, which OKLab reaches by two matrix steps (Björn Ottosson's published constants).

function hexLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const channel = (offset: number) => {
    const value = parseInt(match[1]!.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function oklchLuminance(text: string): number | null {
  // A hue of `none` (a gray, chroma 0) counts as 0.
  const match = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\s*\)$/.exec(text);
  if (!match) return null;
  const lightness = Number(match[1]) / 100;
  const chroma = Number(match[2]);
  const hue = match[3] === 'none' ? 0 : (Number(match[3]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const red = clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio (1 to 21) of a colour with white; null for a colour this cannot read. */
export function contrastWithWhite(colour: string): number | null {
  const luminance = hexLuminance(colour.trim()) ?? oklchLuminance(colour.trim());
  return luminance === null ? null : 1.05 / (luminance + 0.05);
}

/** WCAG AA for body text. */
export const readableContrast = 4.5;
