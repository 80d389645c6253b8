import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { colorModeStore, useColorMode } from '#client/stores/color-mode.ts';
import type { ColorPreference } from '#client/stores/color-mode-store.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';

const next: Record<ColorPreference, ColorPreference> = { light: 'dark', dark: 'system', system: 'light' };
const names: Record<ColorPreference, string> = { light: 'light', dark: 'dark', system: 'system' };

/**
 * Cycles light → dark → system; says what it is now and what a press does. Disabled while a
 * prerendered page waits for its scripts: a press then would be lost, the button saying nothing.
 */
export function ColorModeButton() {
  const hydrated = useHydrated();
  const preference = useColorMode((s) => s.preference);
  const forced = useColorMode((s) => s.forced);
  const Icon = preference === 'light' ? SunIcon : preference === 'dark' ? MoonIcon : MonitorIcon;
  const label = `Colour mode: ${names[preference]}. Switch to ${names[next[preference]]}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={forced ? 'This page sets its own colour mode' : label}
      className={`${iconButton} disabled:cursor-wait`}
      disabled={!hydrated}
      onClick={() => colorModeStore.getState().setPreference(next[preference])}
    >
      <Icon />
    </button>
  );
}
