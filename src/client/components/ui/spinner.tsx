export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center gap-2 text-sm text-gray-500 dark:text-gray-400">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-primary-600 dark:border-gray-700 dark:border-t-primary-400"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
