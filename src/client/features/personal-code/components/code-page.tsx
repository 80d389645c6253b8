import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { myCodeQuery } from '#client/lib/queries/personal-code-queries.ts';
import { QrCodeImage } from '#client/components/qr/qr-code-image.tsx';
import { RegenerateCode } from './regenerate-code.tsx';

const recheckAfterMs = 30_000;

/** /me/code: my personal QR code, large, with my name and photo; opens offline once seen. */
export function CodePage() {
  usePageTitle('My QR code');
  const trpc = useTrpc();
  // Checked again on each visit (unless just loaded): a code regenerated on another device
  // replaces this one. Offline the check pauses and the saved code stays on screen.
  const query = useQuery({ ...myCodeQuery(trpc), refetchOnMount: (q) => (Date.now() - q.state.dataUpdatedAt > recheckAfterMs ? 'always' : false) });
  useWakeLock();
  const code = query.data;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-5 text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My QR code</h1>
      {code ? (
        <>
          <div className="flex items-center gap-3">
            <Avatar firstName={code.firstName} lastName={code.lastName} src={code.picture?.src} size="md" />
            <p className="text-left text-xl font-semibold">
              {code.firstName} {code.lastName}
            </p>
          </div>
          <QrCodeImage text={code.code} mask={code.qrMask} label="Your personal QR code" />
          <p className="max-w-sm text-sm text-gray-600 dark:text-gray-300">
            Show this code at the door to check in, or to someone you meet so they can connect with you. Turn your screen brightness up so it
            scans quickly.
          </p>
          <RegenerateCode />
          <nav aria-label="Connections" className="flex gap-4 text-sm font-semibold text-primary-700 dark:text-primary-300">
            <Link to="/me/scan" className="underline">
              Scan someone&apos;s code
            </Link>
            <Link to="/me/connections" className="underline">
              My connections
            </Link>
          </nav>
        </>
      ) : query.isError ? (
        <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <OfflineNotice what="Your QR code" />
      ) : (
        <div className="py-16">
          <Spinner label="Loading your QR code" />
        </div>
      )}
    </div>
  );
}
