import type { ReactNode } from 'react';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { badge } from '#client/components/ui/form-styles.ts';

interface PersonProfileProps {
  person: DirectoryPerson;
  bio?: string;
  links?: ReadonlyArray<{ label: string; url: string }>;
  actions?: ReactNode;
  children?: ReactNode;
}

function Tags({ title, tags }: { title: string; tags: readonly string[] }) {
  if (!tags.length) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold text-gray-600 dark:text-gray-400">{title}</h2>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag} className={`${badge} bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200`}>
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A person as others in the event see them: from the directory, plus bio and links when online. */
export function PersonProfile({ person, bio, links, actions, children }: PersonProfileProps) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <article className="flex flex-col gap-5">
      <header className="flex items-center gap-4">
        {person.picture ? (
          <img src={person.picture.src} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <Avatar firstName={person.firstName} lastName={person.lastName} size="md" />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
          <p className="text-gray-600 dark:text-gray-400">{[person.headline, person.company].filter(Boolean).join(' · ')}</p>
          {person.role !== 'attendee' ? <span className={`${badge} mt-1 bg-gray-100 text-gray-700 capitalize dark:bg-gray-800 dark:text-gray-300`}>{person.role}</span> : null}
        </div>
      </header>
      {actions}
      {bio ? <p className="whitespace-pre-line">{bio}</p> : null}
      <Tags title="Interests" tags={person.interests} />
      <Tags title="Looking for" tags={person.lookingFor} />
      <Tags title="Offers" tags={person.offers} />
      {links?.length ? (
        <ul className="flex flex-wrap gap-3 text-sm">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer nofollow" target="_blank" className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300">
                {link.label || link.url}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
