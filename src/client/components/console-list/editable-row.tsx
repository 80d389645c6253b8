import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';

export interface EditableRowProps {
  name: string;
  logoSrc: string | null;
  /** A line under the name (booth and categories, a web address), or nothing. */
  details?: ReactNode;
  /** The name's element: h3 where the row is a section of its own, p under a group heading. */
  nameAs?: 'h3' | 'p';
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** What replaces the row while editing (the form, and anything edited with it). */
  children: ReactNode;
}

/** One item of a console list: logo, name and details with Edit and Remove, or its edit form. */
export function EditableRow({ name, logoSrc, details, nameAs: Name = 'h3', editing, onEdit, onRemove, children }: EditableRowProps) {
  return (
    <li aria-label={name} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      {editing ? (
        children
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            {logoSrc ? <img src={logoSrc} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : null}
            <div className="min-w-0">
              <Name className="font-semibold break-words">{name}</Name>
              {details}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.secondary} aria-label={`Edit ${name}`} onClick={onEdit}>
              Edit
            </button>
            <button type="button" className={buttonStyles.ghost} aria-label={`Remove ${name}`} onClick={onRemove}>
              Remove
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
