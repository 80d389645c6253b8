import { Spinner } from '../ui/spinner.tsx';

/** Shown while the server checks an uploaded or pasted CSV row by row (people, programme). */
export function CheckingRows({ source }: { source: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-gray-50 p-6 dark:bg-gray-800/60">
      <Spinner label={`Checking ${source}`} />
      <p className="text-sm">
        Checking every row of <span className="font-semibold">{source}</span>…
      </p>
    </div>
  );
}
