import type { Meeting } from '#shared/contracts/meetings.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';

/** The other person of a meeting: photo (or initials), name and company. */
export function MeetingPerson({ other, headingId }: { other: Meeting['other']; headingId: string }) {
  const name = `${other.firstName} ${other.lastName}`.trim() || 'Someone';
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar firstName={other.firstName} lastName={other.lastName} src={other.picture} size="md" />
      <div className="min-w-0">
        <h3 id={headingId} className="truncate text-base font-semibold">
          {name}
        </h3>
        {other.company ? <p className="truncate text-sm text-gray-600 dark:text-gray-400">{other.company}</p> : null}
      </div>
    </div>
  );
}
