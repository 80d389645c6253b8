import { useId } from 'react';

const choiceBox =
  'peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl border-2 border-gray-300 bg-white transition-colors hover:border-primary-500 checked:border-primary-600 checked:bg-primary-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-gray-600 dark:bg-gray-900 dark:hover:border-primary-400 dark:checked:border-primary-400 dark:checked:bg-primary-500 dark:focus-visible:outline-primary-300';
const choiceText = 'pointer-events-none relative text-base font-semibold text-gray-800 peer-checked:text-white dark:text-gray-100';

/**
 * A lead's 1-5 rating as a row of 48 px choices a thumb can hit. Native radios (styled over
 * their whole box) keep the browser's keyboard use: Tab into the group, arrow keys change it.
 * With allowNone, a last choice clears it.
 */
export function RatingChoice({ value, onChange, allowNone = false }: { value: number | null; onChange: (value: number | null) => void; allowNone?: boolean }) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium">
        Rating
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="mt-1 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((choice) => (
          <label key={choice} className="relative grid size-12 place-items-center">
            <input type="radio" name={`${id}-rating`} className={choiceBox} checked={value === choice} onChange={() => onChange(choice)} aria-label={`${choice} of 5`} />
            <span aria-hidden="true" className={choiceText}>
              {choice}
            </span>
          </label>
        ))}
        {allowNone ? (
          <label className="relative grid h-12 place-items-center px-3">
            <input type="radio" name={`${id}-rating`} className={choiceBox} checked={value === null} onChange={() => onChange(null)} />
            <span className={`${choiceText} text-sm`}>No rating</span>
          </label>
        ) : null}
      </div>
    </div>
  );
}
