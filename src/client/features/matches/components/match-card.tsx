import { Link } from '@tanstack/react-router';
import type { Match } from '#shared/contracts/attendees.ts';
import { RequestMeeting } from '#client/components/meetings/request-meeting.tsx';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { badge } from '#client/components/ui/form-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

interface MatchCardProps {
  eventId: string;
  match: Match;
  onDismiss: (attendeeId: string) => void;
}

const chipStyles = {
  shared: 'bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200',
  theyOffer: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-200',
  iOffer: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
} as const;

/** One recommended person: why, in a sentence and as chips, a link to them, Dismiss and Request a meeting. */
export function MatchCard({ eventId, match, onDismiss }: MatchCardProps) {
  const { person, reasons } = match;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const chips = [
    ...reasons.sharedInterests.map((tag) => ({ key: `s-${tag}`, text: tag, kind: 'shared' as const, label: `Shared interest: ${tag}` })),
    ...reasons.theyOffer.map((tag) => ({ key: `t-${tag}`, text: `They offer ${tag}`, kind: 'theyOffer' as const, label: `They offer ${tag}` })),
    ...reasons.iOffer.map((tag) => ({ key: `i-${tag}`, text: `You offer ${tag}`, kind: 'iOffer' as const, label: `You offer ${tag}` })),
  ];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <div className="flex items-start gap-3">
        <Avatar firstName={person.firstName} lastName={person.lastName} src={person.picture?.src} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">
            <Link to="/event/$eventId/attendee/$attendeeId" params={{ eventId, attendeeId: person.attendeeId }} className="underline-offset-2 hover:underline">
              {name}
            </Link>
          </h2>
          <p className="truncate text-sm text-gray-600 dark:text-gray-400">{[person.headline, person.company].filter(Boolean).join(' · ')}</p>
        </div>
        <button type="button" className={buttonStyles.ghost} aria-label={`Dismiss ${name}`} onClick={() => onDismiss(person.attendeeId)}>
          Dismiss
        </button>
      </div>
      {match.explanation ? <p className="mt-3 text-sm">{match.explanation}</p> : null}
      {chips.length ? (
        <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li key={chip.key} aria-label={chip.label} className={`${badge} ${chipStyles[chip.kind]}`}>
              {chip.text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3">
        <RequestMeeting eventId={eventId} person={person} />
      </div>
    </li>
  );
}
