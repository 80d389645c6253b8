import { Link } from '@tanstack/react-router';
import type { Profile } from '#shared/contracts/profile.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { displayUrl, safeExternalUrl } from '../external-link.ts';
import { ExternalIcon, GlobeIcon } from '#client/components/ui/admin-icons.tsx';
import { linkTypeNames } from '../link-type-names.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { chip } from './chip-styles.ts';

const visibilityNotes: Record<Profile['visibility'], string> = {
  everyone: 'People at your events can see this profile.',
  connections: 'Only people you connect with can see this profile.',
  nobody: 'Only you can see this profile.',
};

function TagList({ title, tags }: { title: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className={`${chip} bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200`}>
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Links({ links }: { links: Profile['links'] }) {
  const shown = links.flatMap((link) => {
    const href = safeExternalUrl(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">Links</h2>
      <ul className="mt-2 space-y-1">
        {shown.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="-mx-2 inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2 font-medium text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10"
            >
              <GlobeIcon className="size-5 shrink-0" />
              <span className="truncate">{link.label || displayUrl(link.href)}</span>
              <span className="sr-only">
                ({linkTypeNames[link.type as keyof typeof linkTypeNames] ?? 'link'}, opens in a new tab)
              </span>
              <ExternalIcon className="size-4 shrink-0 opacity-70" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A profile as others see it (and as its owner previews it). */
export function ProfileView({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const role = [profile.headline, profile.company].filter(Boolean).join(' · ');
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-primary-600 via-primary-500 to-fuchsia-500 sm:h-32" />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex items-end justify-between gap-4 sm:-mt-16">
          <ProfilePhoto firstName={profile.firstName} lastName={profile.lastName} src={profile.picture?.src} className="size-24 sm:size-32" />
          {isOwner ? (
            <Link to="/me" className={`${buttonStyles.secondary} mb-1`}>
              Edit profile
            </Link>
          ) : null}
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
        {role ? <p className="mt-1 text-base text-gray-700 dark:text-gray-300">{role}</p> : null}
        {profile.handle ? <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">@{profile.handle}</p> : null}
        {isOwner ? (
          <p className="mt-3 inline-block rounded-lg bg-gray-100 px-3 py-1.5 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            {visibilityNotes[profile.visibility]}
          </p>
        ) : null}
        {profile.bio ? <p className="mt-5 text-base leading-relaxed break-words whitespace-pre-line text-gray-800 dark:text-gray-200">{profile.bio}</p> : null}
        <Links links={profile.links} />
        <TagList title="Interests" tags={profile.interests} />
        <TagList title="Looking for" tags={profile.lookingFor} />
        <TagList title="Can offer" tags={profile.offers} />
      </div>
    </article>
  );
}
