import { readClientError } from '#client/lib/client-error.ts';
import { featureOffText } from '#client/lib/error-text.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { OfflineNotice } from './offline-notice.tsx';

/** A failed load with nothing saved to show: say what happened and offer a retry. */
export function QueryErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnlineStatus();
  const { code, message, reason } = readClientError(error);
  // No answer while offline: nothing went wrong, the page was just never saved on this device.
  if (code === undefined && !online) return <OfflineNotice what="This page" />;
  const text = code === undefined ? 'We could not reach the server. Check your connection and try again.' : reason === 'FEATURE_OFF' ? featureOffText : message;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-500/30 dark:bg-red-500/10">
      <p className="font-semibold text-red-800 dark:text-red-200">Something went wrong</p>
      <p className="mt-1 text-sm text-red-700 dark:text-red-300">{text}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} mt-4`}>
        Try again
      </button>
    </div>
  );
}
