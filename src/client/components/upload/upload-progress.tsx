/** A labelled progress bar for an upload: "Uploading…" while bytes leave, "Processing…" at 100 %. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm text-gray-700 dark:text-gray-300">
        <span>{percent < 100 ? 'Uploading…' : 'Processing…'}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200 dark:bg-primary-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
