import { useQuery } from '@tanstack/react-query';
import { readClientError } from '#client/lib/client-error.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { profileByHandleQuery } from '#client/lib/queries/profile-queries.ts';
import { ProfileLoadState } from './profile-load-state.tsx';
import { ProfileUnavailable } from './profile-unavailable.tsx';
import { ProfileView } from './profile-view.tsx';

/** /profile/$handle: someone's profile, or "This profile is not available". */
export function ProfilePage({ handle }: { handle: string }) {
  const trpc = useTrpc();
  const accountId = useSessionStore((s) => s.account?.id);
  const query = useQuery(profileByHandleQuery(trpc, handle));
  const profile = query.data;
  const code = query.isError ? readClientError(query.error).code : undefined;
  const unavailable = !profile && (code === 'NOT_FOUND' || code === 'BAD_REQUEST');
  usePageTitle(profile ? `${profile.firstName} ${profile.lastName}` : unavailable ? 'Profile not available' : 'Profile');

  if (unavailable) return <ProfileUnavailable />;
  if (!profile) return <ProfileLoadState query={query} what="This profile" />;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <ProfileView profile={profile} isOwner={profile.accountId === accountId} />
    </div>
  );
}
