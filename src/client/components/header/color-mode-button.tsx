import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { colorModeStore, useColorMode } from '#client/stores/color-mode.ts';
import type { ColorPreference } from '#client/stores/color-mode-store.ts';

const next: Record<ColorPreference, ColorPreference> = { light: 'dark', dark: 'system', system: 'light' };
const names: Record<ColorPreference, string> = { light: 'light', dark: 'dark', system: 'system' };

/** Cycles light → dark → system; says what it is now and what a press does. */
export function ColorModeButton() {
  const preference = useColorMode((s) => s.preference);
  const forced = useColorMode((s) => s.forced);
  const Icon = preference === 'light' ? SunIcon : preference === 'dark' ? MoonIcon : MonitorIcon;
  const label = `Colour mode: ${names[preference]}. Switch to ${names[next[preference]]}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={forced ? 'This page sets its own colour mode' : label}
      className={iconButton}
      onClick={() => colorModeStore.getState().setPreference(next[preference])}
    >
      <Icon />
    </button>
  );
}
