const steps = [
  { title: 'Open it once', body: 'Open your event while you have a connection. The schedule, the attendee list and your code are saved on your phone.' },
  { title: 'Lose the signal', body: 'Keep browsing, scanning and connecting. Anything you do is kept safely on the device, in order.' },
  { title: 'It catches up', body: 'When the connection returns it all syncs by itself, and you see what was sent and what was not.' },
];

/** How offline works, in three plain steps. */
export function OfflineSteps() {
  return (
    <section aria-labelledby="offline-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <h2 id="offline-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Why it keeps working offline
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-gray-200 p-6 dark:border-gray-800">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white dark:bg-primary-500">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-gray-600 dark:text-gray-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
