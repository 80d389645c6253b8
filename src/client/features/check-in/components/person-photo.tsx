import type { RosterPerson } from '#shared/contracts/check-in.ts';

const sizes = { sm: 'size-10 text-sm', lg: 'size-36 text-5xl' } as const;

/** The roster thumbnail (cached on the device at download), or initials when there is none. */
export function PersonPhoto({ person, size = 'sm' }: { person: Pick<RosterPerson, 'firstName' | 'lastName' | 'picture'>; size?: keyof typeof sizes }) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (person.picture) return <img src={person.picture.src} alt="" className={`${box} object-cover ring-4 ring-white/70`} />;
  const initials = `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center bg-black/25 font-bold text-white`}>
      {initials}
    </span>
  );
}
