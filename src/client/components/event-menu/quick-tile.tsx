import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { CalendarIcon, MegaphoneIcon, UsersIcon } from '../ui/icons.tsx';
import type { EventMenuEntry } from './menu-entries.ts';

const icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  schedule: CalendarIcon,
  attendees: UsersIcon,
  updates: MegaphoneIcon,
};

interface QuickTileProps {
  entry: EventMenuEntry;
  eventId: string;
  onNavigate: () => void;
  /** The console's preview: the same look, but nothing to click or tab to. */
  preview?: boolean;
  /** A count in the corner (the Attendees tile's matches). */
  badge?: ReactNode;
}

const tileClass =
  'relative flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl bg-white p-2 text-center text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-gray-200 hover:ring-primary-400 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-800';

/** A large square shortcut, with an optional badge (the Attendees tile's match count). */
export function QuickTile({ entry, eventId, onNavigate, preview = false, badge }: QuickTileProps) {
  const Icon = icons[entry.key] ?? CalendarIcon;
  const content = (
    <>
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon />
      </span>
      {entry.label}
      {badge}
    </>
  );
  return (
    <li>
      {preview ? (
        <span className={tileClass}>{content}</span>
      ) : (
        <Link to={entry.to} params={{ eventId }} search={entry.search} onClick={onNavigate} className={tileClass}>
          {content}
        </Link>
      )}
    </li>
  );
}
