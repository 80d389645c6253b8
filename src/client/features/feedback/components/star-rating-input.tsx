import { ratingValues } from '#shared/rules/feedback-limits.ts';

interface StarRatingInputProps {
  name: string;
  value: number;
  onChange(value: number): void;
  legend: string;
  errorId?: string;
}

/**
 * Five radio buttons drawn as stars: arrow keys move between them and screen readers read
 * "4 stars, 4 of 5". The stars up to the chosen one are filled.
 */
export function StarRatingInput({ name, value, onChange, legend, errorId }: StarRatingInputProps) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {ratingValues.map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
            />
            <span aria-hidden="true" className={stars <= value ? 'text-amber-500 dark:text-amber-400' : 'text-gray-300 dark:text-gray-600'}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
