import type { ReactNode } from 'react';
import { card } from './form-styles.ts';

/** One titled card of a long form (event details, my profile), labelled by its heading. */
export function FormSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
