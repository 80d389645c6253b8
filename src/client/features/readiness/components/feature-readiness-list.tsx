import type { FeatureReadiness, OfflineLevel, Readiness } from '#shared/contracts/readiness.ts';
import { badge, card } from '#client/components/ui/form-styles.ts';
import { ageText, countText, kilobytesText, offlineWords } from '../readiness-text.ts';

const levelStyles: Record<OfflineLevel, string> = {
  yes: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  partly: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  no: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
};

const term = 'text-gray-600 dark:text-gray-400';

function FeatureRow({ feature, now }: { feature: FeatureReadiness; now: number }) {
  const headingId = `readiness-feature-${feature.flag ?? feature.name}`;
  return (
    <li aria-labelledby={headingId} className="py-4" data-feature={feature.name} data-offline={feature.offline}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {feature.name}
        </h3>
        <span className={`${badge} ${levelStyles[feature.offline]}`}>{offlineWords[feature.offline]}</span>
      </div>
      <p className="mt-1 text-sm">{feature.reason}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className={term}>On the phone</dt>
          <dd className="font-semibold tabular-nums">{feature.items === null || feature.itemsLabel === null ? 'Opened pages only' : countText(feature.items, feature.itemsLabel.replace(/s$/, ''), feature.itemsLabel)}</dd>
        </div>
        <div>
          <dt className={term}>Data</dt>
          <dd className="font-semibold tabular-nums" data-bytes={feature.data.storedBytes}>
            {kilobytesText(feature.data.storedBytes)}
          </dd>
        </div>
        <div>
          <dt className={term}>Pictures</dt>
          <dd className="font-semibold tabular-nums" data-bytes={feature.images.bytes}>
            {feature.images.count === 0 ? 'None' : `${countText(feature.images.count, 'picture')} · ${feature.images.estimated ? 'about ' : ''}${kilobytesText(feature.images.bytes)}`}
          </dd>
        </div>
        <div>
          <dt className={term}>Last changed</dt>
          <dd className="font-semibold">{feature.changedAt === null ? 'Not yet' : ageText(feature.changedAt, now)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Each enabled feature: works offline or not, and why; what the phone holds for it; how fresh. */
export function FeatureReadinessList({ readiness }: { readiness: Readiness }) {
  const { features, appShell, generatedAt } = readiness;
  return (
    <section aria-labelledby="readiness-features" className={card}>
      <h2 id="readiness-features" className="text-lg font-semibold">
        Features at the venue without a network
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">For an attendee who opened the event once with a connection, or pressed “Make available offline”.</p>
      <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
        {features.map((feature) => (
          <FeatureRow key={feature.name} feature={feature} now={generatedAt} />
        ))}
        <li className="py-4" data-feature="App">
          <h3 className="font-semibold">The app itself</h3>
          <p className="mt-1 text-sm">
            {appShell
              ? `${countText(appShell.files, 'file')} kept by the browser after the first visit: ${kilobytesText(appShell.storedBytes)} (${kilobytesText(appShell.transferBytes)} sent), and about ${kilobytesText(appShell.compiledCodeBytes)} of compiled code the browser keeps beside its scripts.`
              : 'This server has no build to measure (a development server): the app’s own files are not counted.'}
          </p>
        </li>
      </ul>
    </section>
  );
}
