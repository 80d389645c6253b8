import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';
import { card } from './form-styles.ts';

/** A titled card that opens under a page's toolbar (invite, import), with its own Close button. */
export function PanelCard({ id, title, onClose, children }: { id: string; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={card}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className={`${buttonStyles.ghost} -mt-2 -mr-2`} onClick={onClose}>
          Close
        </button>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
