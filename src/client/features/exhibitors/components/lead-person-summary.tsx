import { Avatar } from '#client/components/ui/avatar.tsx';
import { personName, type LeadPerson } from '../lead-person.ts';

/** A scanned person's name for lists and labels: from the saved event, or what the phone can say instead. */
export function leadPersonLabel(found: LeadPerson): string {
  if (found.kind === 'person') return personName(found.person) || 'Unnamed attendee';
  return found.kind === 'unknown' ? 'Someone not in this phone’s event data' : 'Not a Hallway personal code';
}

/** Photo, name and company of whose code was read (from the event pack, offline too). */
export function LeadPersonSummary({ found, as: Name = 'p' }: { found: LeadPerson; as?: 'h2' | 'p' }) {
  const person = found.kind === 'person' ? found.person : null;
  const detail = person ? [person.headline, person.company].filter(Boolean).join(' · ') : '';
  return (
    <div className="flex items-center gap-3">
      <Avatar firstName={person?.firstName} lastName={person?.lastName} src={person?.picture?.src ?? null} size="md" />
      <div className="min-w-0">
        <Name className="font-semibold break-words">{leadPersonLabel(found)}</Name>
        {detail ? <p className="text-sm text-gray-600 dark:text-gray-400">{detail}</p> : null}
      </div>
    </div>
  );
}
