/** "Step 2 of 6" with a segmented bar; the bar is decoration, the words carry the meaning. */
export function SetupProgress({ index, total }: { index: number; total: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
        Step {index + 1} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= index ? 'bg-primary-600 dark:bg-primary-400' : 'bg-gray-200 dark:bg-gray-800'}`} />
        ))}
      </div>
    </div>
  );
}
