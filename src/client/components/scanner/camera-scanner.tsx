import { useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { cameraProblemCopyFor } from './camera-problems.ts';
import { readDeviceSignals } from '#client/lib/ios-home-screen.ts';
import type { Facing } from './media-stream.ts';
import { useCameraDecoder } from './use-camera-decoder.ts';

export interface CameraScannerProps {
  /** Called with each newly read text (the same text again is ignored while it stays in view, and for `repeatWindowMs`). */
  onDecode: (text: string) => void;
  /** How long a code let through stays ignored even once out of view; 3 s unless given. */
  repeatWindowMs?: number;
  /** While true the camera is fully released; it reopens when this turns false. */
  paused?: boolean;
  /** What the viewfinder is for, for screen readers ("Scan a personal code"). */
  label?: string;
  /** Another way to go on when the camera cannot help (search by name). */
  fallback?: { label: string; onSelect: () => void; /** Its wording when the camera failed ("Search by name instead"). */ whenBlocked?: string };
  /** Drawn over the video (counters, hints). */
  children?: ReactNode;
}

// Darker than a blur would need, and no blur: over a live video a blur is filtered again every
// video frame, for as long as door staff keep the scanner open.
const overlayButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-black/75 px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** A live QR viewfinder: back or front camera, torch where the device has one, clear camera errors. */
export function CameraScanner({ onDecode, paused = false, repeatWindowMs, label = 'Scan a QR code', fallback, children }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const { state, retry, torch } = useCameraDecoder(videoRef, { paused, facing, onDecode, repeatWindowMs });
  const problem = state.kind === 'problem' ? cameraProblemCopyFor(state.problem, readDeviceSignals()) : null;

  return (
    <div className="relative flex h-full w-full flex-col overflow-hidden bg-black text-white" data-camera-state={state.kind}>
      <video ref={videoRef} aria-label={label} className="absolute inset-0 h-full w-full object-cover" muted playsInline autoPlay />
      {state.kind === 'running' ? (
        // A square frame shows where to hold the code; purely decorative.
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div className="aspect-square w-2/3 max-w-xs rounded-3xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]" />
        </div>
      ) : null}
      {state.kind === 'starting' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label="Opening the camera" />
        </div>
      ) : null}
      {problem ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-950 p-6 text-center">
          <p className="text-xl font-bold">{problem.title}</p>
          <p className="max-w-sm text-gray-300">{problem.body}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {fallback ? (
              <button type="button" className={buttonStyles.primary} onClick={fallback.onSelect}>
                {fallback.whenBlocked ?? fallback.label}
              </button>
            ) : null}
            <button type="button" className={buttonStyles.secondary} onClick={retry}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      <div className="relative flex-1">{children}</div>
      {problem ? null : (
        <div className="relative flex flex-wrap justify-center gap-2 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <button type="button" className={overlayButton} onClick={() => setFacing((f) => (f === 'environment' ? 'user' : 'environment'))}>
            {facing === 'environment' ? 'Use front camera' : 'Use back camera'}
          </button>
          {torch.supported ? (
            <button type="button" className={overlayButton} aria-pressed={torch.on} onClick={torch.toggle}>
              Torch
            </button>
          ) : null}
          {fallback ? (
            <button type="button" className={overlayButton} onClick={fallback.onSelect}>
              {fallback.label}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
