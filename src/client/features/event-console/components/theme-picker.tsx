import { useId } from 'react';
import { brandPalettes, grayPalettes, palettes } from '#shared/rules/theme-colour.ts';
import { paletteColour, themeVars } from '#client/lib/theme/theme-vars.ts';

const primaryChoices = palettes.filter((name) => !(grayPalettes as readonly string[]).includes(name));

function paletteLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface SwatchGroupProps {
  legend: string;
  hint: string;
  name: string;
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** Native radio buttons (arrow keys move between them), drawn as colour swatches with their names. */
function SwatchGroup({ legend, hint, name, choices, value, onChange }: SwatchGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500 dark:text-gray-400">
        {hint}
      </p>
      <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(4.25rem,1fr))] gap-2">
        {choices.map((choice) => (
          <label key={choice} className="flex cursor-pointer flex-col items-center gap-1 rounded-xl p-1.5 text-center hover:bg-gray-50 dark:hover:bg-gray-800/60">
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} className="peer sr-only" />
            <span
              aria-hidden="true"
              className="size-9 rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-white peer-checked:ring-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary-500 dark:ring-offset-gray-900 dark:peer-checked:ring-white"
              style={{ background: `linear-gradient(135deg, ${paletteColour(choice, 400)}, ${paletteColour(choice, 700)})` }}
            />
            <span className="text-xs text-gray-700 peer-checked:font-semibold peer-checked:text-gray-900 dark:text-gray-300 dark:peer-checked:text-white">
              {paletteLabel(choice)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ThemePickerProps {
  primary: string;
  gray: string;
  onChange: (theme: { primary?: string; gray?: string }) => void;
}

/** The event's colours (the shared palette names; purple, green and orange are the brand's own). */
export function ThemePicker({ primary, gray, onChange }: ThemePickerProps) {
  return (
    <div className="space-y-6">
      <SwatchGroup
        legend="Main colour"
        hint={`Buttons, links and highlights. ${brandPalettes.map(paletteLabel).join(', ')} are Hallway's own.`}
        name="themePrimary"
        choices={primaryChoices}
        value={primary}
        onChange={(value) => onChange({ primary: value })}
      />
      <SwatchGroup
        legend="Neutral tone"
        hint="Backgrounds, borders and secondary text."
        name="themeGray"
        choices={grayPalettes}
        value={gray}
        onChange={(value) => onChange({ gray: value })}
      />
      <div style={themeVars(primary, gray)} aria-hidden="true" className="flex flex-wrap items-center gap-3 rounded-xl bg-gray-100 p-3 dark:bg-gray-800">
        <span className="rounded-lg bg-primary-600 px-3 py-2 text-sm font-semibold text-white">Join event</span>
        <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800">Speaker</span>
        <span className="text-sm font-semibold text-primary-700 dark:text-primary-300">Open the schedule</span>
        <span className="text-sm text-gray-600 dark:text-gray-400">Secondary text</span>
      </div>
    </div>
  );
}
