import { useId } from 'react';
import { fieldError } from '#client/components/ui/form-styles.ts';

interface Choice<T extends string | number> {
  value: T;
  name: string;
  description?: string;
}

interface ChoiceCardsProps<T extends string | number> {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  errors?: string[];
}

/** One choice of a few, as cards: native radios (arrow keys move between them), named by their legend. */
export function ChoiceCards<T extends string | number>({ legend, name, choices, value, onChange, errors = [] }: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${choices.length > 2 ? 'grid-cols-3' : 'sm:grid-cols-2'}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex min-h-11 cursor-pointer flex-col justify-center gap-1 rounded-xl border-2 border-gray-200 px-3 py-2 hover:border-gray-300 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500 dark:border-gray-700 dark:hover:border-gray-600 dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-primary-500/10"
          >
            {/* Named by its name alone, described by its description: a short name to choose by. */}
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={choice.description ? `${id}-${choice.value}-about` : undefined}
              className="sr-only"
            />
            <span id={`${id}-${choice.value}`} className="text-sm font-semibold">
              {choice.name}
            </span>
            {choice.description ? (
              <span id={`${id}-${choice.value}-about`} className="text-sm text-gray-600 dark:text-gray-400">
                {choice.description}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {errors.length ? (
        <p id={`${id}-error`} className={fieldError}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
