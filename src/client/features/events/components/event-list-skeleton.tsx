export function EventListSkeleton() {
  return (
    <div role="status" aria-label="Loading events" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="animate-pulse overflow-hidden rounded-2xl ring-1 ring-gray-200 dark:ring-gray-800">
          <div className="aspect-[2/1] bg-gray-200 dark:bg-gray-800" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 rounded bg-gray-200 dark:bg-gray-800" />
            <div className="h-5 w-3/4 rounded bg-gray-200 dark:bg-gray-800" />
            <div className="h-4 w-2/3 rounded bg-gray-200 dark:bg-gray-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
