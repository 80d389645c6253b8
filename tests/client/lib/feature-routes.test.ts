import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import { eventMenuSections, eventQuickTiles } from '#client/components/event-menu/menu-entries.ts';
import { alwaysOfferedPaths, featureOfRoute, featurePaths, featureSwitchedOff, notOfferedSentence } from '#client/lib/feature-routes.ts';
import { allFlagsOff } from '../helpers/factories.ts';

const flagNames = Object.keys(allFlagsOff) as FeatureFlagName[];
const only = (flag: FeatureFlagName): FeatureFlags => ({ ...allFlagsOff, [flag]: true });
const allOn = Object.fromEntries(flagNames.map((flag) => [flag, true])) as FeatureFlags;

/** Every page under the attendee layout, named as the router names it, from the route files themselves. */
function attendeeRoutePaths(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../../src/client/routes/event/$eventId/_attendee');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `/event/$eventId/${file.split(path.sep).join('/')}`.replace(/\.tsx$/, '').replace(/\/index$/, ''));
}

describe('the map from attendee page to the switch it follows', () => {
  it('names every attendee page, or lists it as always offered', () => {
    const pages = attendeeRoutePaths();
    expect(pages.length).toBeGreaterThan(10);
    const missing = pages.filter((path) => !featurePaths().includes(path) && !alwaysOfferedPaths.includes(path as never));
    expect(missing).toEqual([]);
  });

  it('puts polls behind feedback and questions behind the schedule, the pages with no switch of their own', () => {
    expect(featureOfRoute('/event/$eventId/polls')?.flag).toBe('enableFeedback');
    expect(featureOfRoute('/event/$eventId/program/$programId/questions')?.flag).toBe('enableSchedule');
    expect(featureOfRoute('/event/$eventId/matches')?.flag).toBe('enableAttendeeList');
    expect(featureOfRoute('/event/$eventId/bingo/$tileId/scan')?.flag).toBe('enableBingo');
  });

  it('reads index routes by the router’s full path and the speaker filter as its own feature', () => {
    expect(featureOfRoute('/event/$eventId/activities/')?.flag).toBe('enableActivities');
    expect(featureOfRoute('/event/$eventId/attendees', { filter: 'speakers' })?.title).toBe('Speakers');
    expect(featureOfRoute('/event/$eventId/attendees', { filter: 'all' })?.title).toBe('Attendees');
    expect(featureOfRoute('/event/$eventId/me')).toBeUndefined();
  });

  it('lets a page open only while its switch is on', () => {
    expect(featureSwitchedOff(allFlagsOff, '/event/$eventId/polls')?.title).toBe('Polls');
    expect(featureSwitchedOff(only('enableFeedback'), '/event/$eventId/polls')).toBeNull();
    expect(featureSwitchedOff(allFlagsOff, '/event/$eventId/me')).toBeNull();
    expect(featureSwitchedOff(allFlagsOff, '/event/$eventId')).toBeNull();
  });

  it('says what is not offered in a sentence that agrees with its subject', () => {
    expect(notOfferedSentence(featureOfRoute('/event/$eventId/polls')!)).toBe("Polls aren't offered at this event");
    expect(notOfferedSentence(featureOfRoute('/event/$eventId/schedule')!)).toBe("The schedule isn't offered at this event");
    expect(notOfferedSentence(featureOfRoute('/event/$eventId/attendees', { filter: 'speakers' })!)).toBe("The speaker list isn't offered at this event");
  });
});

describe('the event menu and the pages it opens', () => {
  const entries = (flags: FeatureFlags) => [...eventQuickTiles(flags), ...eventMenuSections(flags).flatMap((section) => section.entries)];

  it('shows an entry exactly when its page opens, whichever single switch is on', () => {
    for (const flags of [allFlagsOff, allOn, ...flagNames.map(only)]) {
      const shown = new Set(entries(flags).map((entry) => entry.key));
      for (const entry of entries(allOn)) {
        const opens = featureSwitchedOff(flags, entry.to, entry.search) === null;
        expect([entry.key, shown.has(entry.key)]).toEqual([entry.key, opens]);
      }
    }
  });

  // Polls and Feedback had no way in at all (issue 31, item 6). Every page the event offers is an
  // entry of the menu, or one tap from one; pages about one session, person or tile open from their list.
  it('has an entry for every page of the event, or one for the page that opens it', () => {
    const oneTapFurther: Record<string, string> = {
      '/event/$eventId/matches': '/event/$eventId/attendees',
      '/event/$eventId/activities/scan': '/event/$eventId/activities',
    };
    const menuPaths = new Set(entries(allOn).map((entry) => entry.to as string));
    const pages = attendeeRoutePaths().filter((page) => !page.slice('/event/$eventId'.length).includes('$'));
    const unreachable = pages.filter((page) => !menuPaths.has(page) && !menuPaths.has(oneTapFurther[page] ?? ''));
    expect(unreachable).toEqual([]);
    expect(menuPaths).toContain('/event/$eventId/polls');
    expect(menuPaths).toContain('/event/$eventId/feedback');
  });
});
