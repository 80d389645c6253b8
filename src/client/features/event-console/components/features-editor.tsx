import type { FeatureFlagName, FeatureFlags, HallwayEvent } from '#shared/contracts/event.ts';
import { Switch } from '#client/components/ui/switch.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { featureCopy, featureOrder } from '../feature-copy.ts';
import { menuLabelsFor, visibleMenuLabels } from '../menu-labels.ts';
import { MenuPreview } from './menu-preview.tsx';

interface FeaturesEditorProps {
  event: HallwayEvent;
  flags: FeatureFlags;
  /** Switches being saved right now. */
  saving: ReadonlySet<FeatureFlagName>;
  onToggle: (flag: FeatureFlagName, on: boolean) => void;
}

function whereItShows(flag: FeatureFlagName): string {
  const labels = menuLabelsFor(flag);
  return labels.length > 0 ? `In the menu: ${labels.join(', ')}.` : 'Not a menu entry.';
}

/** Every switch beside a live preview of the attendee menu they produce. */
export function FeaturesEditor({ event, flags, saving, onToggle }: FeaturesEditorProps) {
  const onCount = featureOrder.filter((flag) => flags[flag]).length;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="features-title" className={card}>
        <h2 id="features-title" className="text-lg font-semibold">
          Features
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Switch on what this event offers. Changes are saved at once; attendees see them the next time they open the app.
        </p>
        <p aria-live="polite" className="mt-3 rounded-xl bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-500/10 dark:text-primary-100">
          <span className="font-semibold">{onCount} of {featureOrder.length} on.</span> Attendees see: {visibleMenuLabels(flags).join(' · ')}
        </p>
        <a href="#attendee-menu-preview" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline lg:hidden dark:text-primary-300">
          See the attendee menu
        </a>
        <div className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {featureOrder.map((flag) => (
            <Switch
              key={flag}
              label={featureCopy[flag].name}
              description={`${featureCopy[flag].description} ${whereItShows(flag)}`}
              status={saving.has(flag) ? 'Saving…' : undefined}
              checked={flags[flag]}
              onChange={(on) => onToggle(flag, on)}
            />
          ))}
        </div>
      </section>
      <div className="lg:sticky lg:top-24">
        <MenuPreview event={event} flags={flags} />
      </div>
    </div>
  );
}
