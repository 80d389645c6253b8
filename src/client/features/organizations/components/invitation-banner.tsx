import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readClientError } from '#client/lib/client-error.ts';
import { errorText } from '#client/lib/error-text.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { signOut } from '#client/lib/session-actions.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { MailIcon } from '#client/components/ui/admin-icons.tsx';
import { invitationByTokenQuery } from '#client/lib/queries/organization-queries.ts';
import { organizationRoleCopy } from '../organization-copy.ts';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';

const frame = 'rounded-2xl border border-primary-200 bg-primary-50 p-5 text-gray-900 dark:border-primary-500/30 dark:bg-primary-500/10 dark:text-gray-100';

const closedText = {
  ACCEPTED: 'This invitation was already accepted.',
  DECLINED: 'This invitation was declined. Ask for a new one if you changed your mind.',
  EXPIRED: 'This invitation has expired. Ask for a new one.',
} as const;

/** /org/$handle?invitation=TOKEN: who invites whom, as what, and Accept or Decline. */
export function InvitationBanner({ token, handle }: { token: string; handle: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.authenticated);
  const accountEmail = useSessionStore((s) => s.account?.email ?? null);
  const query = useQuery(invitationByTokenQuery(trpc, token));
  const { accept, decline } = useOrganizationMutations();
  const here = `/org/${encodeURIComponent(handle)}?invitation=${encodeURIComponent(token)}`;
  const dropToken = (tab?: 'members') =>
    navigate({ to: '/org/$organizationHandle', params: { organizationHandle: handle }, search: tab ? { tab } : {}, replace: true });

  if (!query.data) {
    if (query.isError) {
      const notFound = readClientError(query.error).code === 'NOT_FOUND';
      return (
        <div role="alert" className={frame}>
          <p className="font-semibold">{notFound ? 'This invitation link does not work' : 'Could not open the invitation'}</p>
          <p className="mt-1 text-sm">{errorText(query.error)}</p>
        </div>
      );
    }
    return (
      <div className={frame}>
        <Spinner label="Opening the invitation" />
      </div>
    );
  }

  const invitation = query.data;
  const role = organizationRoleCopy[invitation.role];
  if (invitation.status !== 'PENDING') {
    return (
      <div role="status" className={frame}>
        <p className="font-semibold">Invitation to {invitation.organizationName}</p>
        <p className="mt-1 text-sm">{closedText[invitation.status]}</p>
      </div>
    );
  }

  const wrongAccount = signedIn && accountEmail !== null && accountEmail.toLowerCase() !== invitation.email.toLowerCase();
  const onAccept = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (organization) => {
          showAlert({ kind: 'success', title: `Welcome to ${organization.name}`, description: `You are ${role.name.toLowerCase()} now.` });
          void dropToken('members');
        },
        onError: (error) => showAlert({ kind: 'error', title: 'Could not accept the invitation', description: errorText(error), autoClose: false }),
      },
    );
  const onDecline = () =>
    decline.mutate(
      { token },
      {
        onSuccess: () => {
          showAlert({ kind: 'info', title: 'Invitation declined' });
          void dropToken();
        },
        onError: (error) => showAlert({ kind: 'error', title: 'Could not decline the invitation', description: errorText(error), autoClose: false }),
      },
    );
  const onSwitch = async () => {
    await signOut(loadTrpcClient(), queryClient);
    await navigate({ to: '/sign-in', search: { redirectTo: here } });
  };

  return (
    <section aria-labelledby="invitation-title" className={frame}>
      <div className="flex items-start gap-3">
        <MailIcon className="mt-0.5 size-6 shrink-0 text-primary-700 dark:text-primary-300" />
        <div className="min-w-0">
          <h2 id="invitation-title" className="font-semibold">
            You are invited to join {invitation.organizationName} as {role.name.toLowerCase()}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {role.description} Sent to {invitation.email}.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {!signedIn ? (
          <>
            <Link to="/sign-in" search={{ redirectTo: here }} className={buttonStyles.primary}>
              Sign in to answer
            </Link>
            <Link to="/register" search={{ redirectTo: here }} className={buttonStyles.secondary}>
              Create an account
            </Link>
          </>
        ) : wrongAccount ? (
          <div className="space-y-3">
            <p className="text-sm">
              You are signed in as {accountEmail}. Sign in as {invitation.email} to answer this invitation.
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void onSwitch()}>
              Sign in with another account
            </button>
          </div>
        ) : (
          <>
            <button type="button" className={buttonStyles.primary} disabled={accept.isPending || decline.isPending} onClick={onAccept}>
              {accept.isPending ? 'Accepting…' : 'Accept'}
            </button>
            <button type="button" className={buttonStyles.secondary} disabled={accept.isPending || decline.isPending} onClick={onDecline}>
              {decline.isPending ? 'Declining…' : 'Decline'}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
