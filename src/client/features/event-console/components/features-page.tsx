import { useState } from 'react';
import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import { errorText } from '#client/lib/error-text.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { featureCopy, featureOrder } from '../feature-copy.ts';
import { useConsoleEvent } from '../hooks/use-console-event.ts';
import { useEventAdmin } from '../hooks/use-event-admin.ts';
import { FeaturesEditor } from './features-editor.tsx';

/**
 * /event/$eventId/console/features. A switch shows its new state (and the preview follows) at
 * once; the server's answer then replaces the event. A failed save puts the switch back.
 */
export function FeaturesPage({ eventId }: { eventId: string }) {
  const event = useConsoleEvent(eventId);
  const { setFeatures } = useEventAdmin();
  const [pending, setPending] = useState<Partial<FeatureFlags>>({});
  usePageTitle(event ? `Features · ${event.name}` : 'Features');
  if (!event) return null;

  const flags = Object.fromEntries(featureOrder.map((flag) => [flag, pending[flag] ?? event[flag]])) as FeatureFlags;
  const settle = (flag: FeatureFlagName) =>
    setPending((current) => {
      const next = { ...current };
      delete next[flag];
      return next;
    });
  const onToggle = (flag: FeatureFlagName, on: boolean) => {
    setPending((current) => ({ ...current, [flag]: on }));
    setFeatures.mutate(
      { id: event.id, features: { [flag]: on } },
      {
        onSettled: () => settle(flag),
        onError: (error) =>
          showAlert({ kind: 'error', title: `Could not switch ${featureCopy[flag].name} ${on ? 'on' : 'off'}`, description: errorText(error), autoClose: false }),
      },
    );
  };

  return <FeaturesEditor event={event} flags={flags} saving={new Set(Object.keys(pending) as FeatureFlagName[])} onToggle={onToggle} />;
}
