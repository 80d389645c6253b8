import { colorModeStore, useColorMode } from '#client/stores/color-mode.ts';
import { colorPreferences, type ColorPreference } from '#client/stores/color-mode-store.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';

const options: Record<ColorPreference, { label: string; Icon: typeof SunIcon }> = {
  light: { label: 'Light', Icon: SunIcon },
  dark: { label: 'Dark', Icon: MoonIcon },
  system: { label: 'System', Icon: MonitorIcon },
};

/**
 * Light / Dark / System as a radio group: the preference survives reloads. Disabled while a
 * prerendered page waits for its scripts, when a choice would check a radio and change nothing.
 */
export function ColorModeSwitch() {
  const preference = useColorMode((s) => s.preference);
  const hydrated = useHydrated();
  return (
    <fieldset className="flex items-center gap-2" disabled={!hydrated}>
      <legend className="sr-only">Colour mode</legend>
      <div className="inline-flex rounded-full bg-gray-200/70 p-1 dark:bg-gray-800">
        {colorPreferences.map((value) => {
          const { label, Icon } = options[value];
          const checked = value === preference;
          return (
            <label
              key={value}
              className={`inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500 ${
                checked ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-950 dark:text-white' : 'text-gray-600 dark:text-gray-400'
              }`}
            >
              <input
                type="radio"
                name="color-mode"
                value={value}
                checked={checked}
                onChange={() => colorModeStore.getState().setPreference(value)}
                className="sr-only"
              />
              <Icon className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
