import type { Session } from '#shared/contracts/schedule.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sessionTimeRange } from '../session-clock.ts';
import { ClashBadges } from './clash-badges.tsx';

interface SessionItemProps {
  session: Session;
  timeZone: string;
  clashNotes: readonly string[];
  onEdit: () => void;
  onRemove: () => void;
}

/** One session of the editor's list: when, what, where, who, its clashes, and its two actions. */
export function SessionItem({ session, timeZone, clashNotes, onEdit, onRemove }: SessionItemProps) {
  const place = [session.room, session.track].filter(Boolean).join(' · ');
  const speakers = session.speakers.map((speaker) => `${speaker.firstName} ${speaker.lastName}`.trim()).join(', ');
  return (
    <article aria-label={session.title} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <p className="shrink-0 text-sm font-semibold text-primary-700 tabular-nums sm:w-36 dark:text-primary-300">
        <time dateTime={new Date(session.startsAt * 1000).toISOString()}>{sessionTimeRange(session.startsAt, session.endsAt, timeZone)}</time>
      </p>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold break-words">{session.title}</h4>
        {place ? <p className="text-sm text-gray-600 dark:text-gray-400">{place}</p> : null}
        {speakers ? <p className="text-sm text-gray-700 dark:text-gray-300">{speakers}</p> : null}
        <ClashBadges notes={clashNotes} />
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onEdit}>
          Edit{' '}
          <span className="sr-only">{session.title}</span>
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onRemove}>
          Remove{' '}
          <span className="sr-only">{session.title}</span>
        </button>
      </div>
    </article>
  );
}
