import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { AlertIcon, KeyIcon, MailIcon } from '#client/components/ui/admin-icons.tsx';
import { displayCode, joinHref, joinRequestKey, type JoinRequest } from '../join-request.ts';
import { JoinCodeForm } from './join-code-form.tsx';

type JoinState = { status: 'joining' } | { status: 'failed'; code: string | undefined; message: string };

interface JoinFlowProps {
  request: JoinRequest | null;
  signedIn: boolean;
  accountEmail: string | null;
  /** event.joinByToken or event.joinByCode; answers the event with the new membership. */
  join: (request: JoinRequest) => Promise<HallwayEvent>;
  onJoined: (event: HallwayEvent) => void;
  onSwitchAccount: () => void;
}

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{children}</p> : null}
    </div>
  );
}

function SignedOut({ request }: { request: JoinRequest }) {
  const back = joinHref(request);
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300">
        {request.kind === 'token' ? <MailIcon className="size-6" /> : <KeyIcon className="size-6" />}
      </span>
      <div className="mt-4">
        {request.kind === 'token' ? (
          <Heading title="You're invited">
            Sign in or create your free account to join the event. Use the email address the invitation was sent to.
          </Heading>
        ) : (
          <Heading title={`Join with code ${displayCode(request.code)}`}>Sign in or create your free account, and we will take you straight into the event.</Heading>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Link to="/register" search={{ redirectTo: back }} className={buttonStyles.primary}>
          Create an account
        </Link>
        <Link to="/sign-in" search={{ redirectTo: back }} className={buttonStyles.secondary}>
          I already have an account
        </Link>
      </div>
    </>
  );
}

/**
 * /join: an invitation link or a join code. Signed out: sign in or register, then come back
 * here (redirectTo). Signed in: join at once, then on to the event; or say why not.
 */
export function JoinFlow({ request, signedIn, accountEmail, join, onJoined, onSwitchAccount }: JoinFlowProps) {
  const [state, setState] = useState<JoinState>({ status: 'joining' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const joinRef = useRef(join);
  const onJoinedRef = useRef(onJoined);
  useEffect(() => {
    joinRef.current = join;
    onJoinedRef.current = onJoined;
  }, [join, onJoined]);

  const key = request && signedIn ? `${joinRequestKey(request)}#${attempt}` : null;
  useEffect(() => {
    // Once per link and attempt (StrictMode runs effects twice; the join is not a read).
    if (!request || key === null || started.current === key) return;
    started.current = key;
    joinRef.current(request).then(
      (event) => onJoinedRef.current(event),
      (error: unknown) => {
        const { code, message } = readClientError(error);
        setState({ status: 'failed', code, message });
      },
    );
  }, [key, request]);

  if (!request) {
    return (
      <>
        <Heading title="Join an event">Type the code the organizer gave you. Invited by email? Open the link in that email instead.</Heading>
        <JoinCodeForm />
      </>
    );
  }
  if (!signedIn) return <SignedOut request={request} />;
  if (state.status === 'joining') {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <Spinner label="Joining the event" />
        <p className="mt-3 font-semibold">Joining the event…</p>
      </div>
    );
  }

  const retry = () => {
    setState({ status: 'joining' });
    setAttempt((n) => n + 1);
  };
  return (
    <div role="alert">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300">
        <AlertIcon className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{state.code === undefined ? 'You seem to be offline' : 'We could not join you'}</h1>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        {state.code === undefined ? 'Joining needs a connection. Try again once you are back online.' : state.message}
      </p>
      {state.code === 'FORBIDDEN' && request.kind === 'token' ? (
        <>
          {accountEmail ? <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">You are signed in as {accountEmail}.</p> : null}
          <button type="button" className={`${buttonStyles.primary} mt-6 w-full`} onClick={onSwitchAccount}>
            Sign in with another account
          </button>
        </>
      ) : state.code === undefined || state.code === 'TOO_MANY_REQUESTS' || state.code === 'INTERNAL_SERVER_ERROR' ? (
        <button type="button" className={`${buttonStyles.primary} mt-6 w-full`} onClick={retry}>
          Try again
        </button>
      ) : request.kind === 'code' ? (
        <div className="mt-6">
          <JoinCodeForm label="Try another code" />
        </div>
      ) : null}
      <Link to="/events" search={{ filter: 'upcoming' }} className={`${buttonStyles.ghost} mt-3 w-full`}>
        Go to my events
      </Link>
    </div>
  );
}
