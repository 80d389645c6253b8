import { useAlertsStore, type AlertKind } from '#client/stores/alerts-store.ts';
import { CloseIcon } from '../ui/icons.tsx';

const tone: Record<AlertKind, string> = {
  info: 'border-l-primary-500',
  success: 'border-l-emerald-500',
  warning: 'border-l-amber-500',
  error: 'border-l-red-500',
};

/** Alerts stack at the bottom right; screen readers hear them as they arrive. */
export function AlertsPanel() {
  const alerts = useAlertsStore((s) => s.alerts);
  const dismiss = useAlertsStore((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      aria-label="Alerts"
      role="region"
      className="pointer-events-none fixed right-0 bottom-0 z-[70] flex w-full max-w-sm flex-col gap-2 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]"
    >
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex animate-fade-in items-start gap-3 rounded-xl border border-l-4 border-gray-200 bg-white p-4 shadow-lg dark:border-gray-800 dark:bg-gray-900 ${tone[alert.kind]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{alert.title}</p>
            {alert.description ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{alert.description}</p> : null}
          </div>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismiss(alert.id)}
            className="-m-1 inline-flex size-8 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
