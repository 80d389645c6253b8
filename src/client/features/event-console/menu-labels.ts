import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import { eventMenuSections, eventQuickTiles } from '#client/components/event-menu/menu-entries.ts';
import { featureOrder } from './feature-copy.ts';

// Read off the real event menu's entries (components/event-menu/menu-entries.ts), so what the
// console says a switch adds is what the menu shows.

const allOn = Object.fromEntries(featureOrder.map((flag) => [flag, true])) as FeatureFlags;

function allEntries(flags: FeatureFlags) {
  return [...eventQuickTiles(flags), ...eventMenuSections(flags).flatMap((section) => section.entries)];
}

/** The menu entries a switch turns on ("Attendees", "Speakers" for the attendee list). */
export function menuLabelsFor(flag: FeatureFlagName): string[] {
  return [...new Set(allEntries(allOn).filter((entry) => entry.flag === flag).map((entry) => entry.label))];
}

/** Every entry an attendee sees with these switches, in menu order. */
export function visibleMenuLabels(flags: FeatureFlags): string[] {
  return allEntries(flags).map((entry) => entry.label);
}
