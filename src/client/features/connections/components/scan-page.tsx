import { Link } from '@tanstack/react-router';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useConnectionResults } from '../hooks/use-connection-results.ts';
import { useScanFlow } from '../hooks/use-scan-flow.ts';
import { ScanResult } from './scan-result.tsx';

/** /me/scan: scan another attendee's personal code to connect; works offline (queued). */
export function ScanPage() {
  usePageTitle('Scan a code');
  useConnectionResults();
  const { outcome, handleDecode, reset } = useScanFlow();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Scan a code</h1>
        <Link to="/me/connections" className="text-sm font-semibold text-primary-700 underline dark:text-primary-300">
          My connections
        </Link>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">Point the camera at the QR code on someone&apos;s Hallway screen to connect with them.</p>
      {/* The camera closes while a result is shown, so one code held up is never read twice. */}
      <div className="aspect-[3/4] max-h-[60svh] w-full overflow-hidden rounded-2xl sm:aspect-square">
        <CameraScanner label="Scan a personal code" paused={outcome !== null} onDecode={(text) => void handleDecode(text)} />
      </div>
      <div>
        {outcome?.kind === 'checking' ? (
          <div className="flex justify-center py-4">
            <Spinner label="Checking the code" />
          </div>
        ) : outcome ? (
          <ScanResult outcome={outcome} onScanAgain={reset} />
        ) : null}
      </div>
    </div>
  );
}
