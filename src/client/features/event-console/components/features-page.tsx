import { useRef, useState } from 'react';
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
  // Saves in flight per switch: a switch flipped twice shows the server's state only after both.
  const inFlight = useRef(new Map<FeatureFlagName, number>());
  usePageTitle('Features · Console');
  if (!event) return null;

  const flags = Object.fromEntries(featureOrder.map((flag) => [flag, pending[flag] ?? event[flag]])) as FeatureFlags;
  const settle = (flag: FeatureFlagName) => {
    const left = (inFlight.current.get(flag) ?? 1) - 1;
    inFlight.current.set(flag, left);
    if (left > 0) return;
    setPending((current) => {
      const next = { ...current };
      delete next[flag];
      return next;
    });
  };
  const onToggle = (flag: FeatureFlagName, on: boolean) => {
    inFlight.current.set(flag, (inFlight.current.get(flag) ?? 0) + 1);
    setPending((current) => ({ ...current, [flag]: on }));
    // mutateAsync, not mutate with callbacks: TanStack Query calls mutate's own callbacks for
    // the latest call only, and quick flips of several switches must each settle.
    setFeatures
      .mutateAsync({ id: event.id, features: { [flag]: on } })
      .catch((error: unknown) =>
        showAlert({ kind: 'error', title: `Could not switch ${featureCopy[flag].name} ${on ? 'on' : 'off'}`, description: errorText(error), autoClose: false }),
      )
      .finally(() => settle(flag));
  };

  return <FeaturesEditor event={event} flags={flags} saving={new Set(Object.keys(pending) as FeatureFlagName[])} onToggle={onToggle} />;
}
