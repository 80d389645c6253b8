import type { ChecklistItem, FeatureReadiness } from '#shared/contracts/readiness.ts';
import type { DoorReadiness } from './door-readiness.ts';
import type { PhoneCounts } from './phone-reports.ts';

// What would hurt at the venue with no network, worst first, each with what to do about it.
// Pure: the facts are gathered by event-readiness.ts.

export interface ChecklistFacts {
  published: boolean;
  features: readonly FeatureReadiness[];
  sessionsWithoutRoom: number | null;
  scheduledUpdates: number | null;
  phones: PhoneCounts;
  doors: DoorReadiness;
  downloadSeconds: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const minutes = (seconds: number) => (seconds < 90 ? plural(Math.max(1, Math.round(seconds)), 'second') : plural(Math.round(seconds / 60), 'minute'));
const order: Record<ChecklistItem['level'], number> = { problem: 0, warning: 1, ok: 2 };

export function readinessChecklist(facts: ChecklistFacts): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const add = (id: string, level: ChecklistItem['level'], text: string) => items.push({ id, level, text });
  const { phones, doors } = facts;

  if (!facts.published) add('unpublished', 'problem', 'The event is not published: attendees cannot open it, so no phone can save it for offline use yet.');

  if (facts.sessionsWithoutRoom)
    add('sessions-without-room', 'warning', `${plural(facts.sessionsWithoutRoom, 'session has', 'sessions have')} no room: offline, attendees cannot ask anyone where to go. Add rooms in the Schedule tab.`);
  else if (facts.sessionsWithoutRoom === 0) add('sessions-without-room', 'ok', 'Every session has a room.');

  if (doors.devices.length === 0) add('no-door-device', 'warning', 'No door device holds the roster yet: download it on each door phone (Check-in) before the doors open, while there is a connection.');
  const behind = doors.devices.filter((device) => device.rosterBehind);
  if (behind.length)
    add('roster-behind', 'problem', `${plural(behind.length, 'door device holds', 'door devices hold')} a roster older than the last change to the attendee list (${behind.map((device) => device.label).join(', ')}): open Check-in on it with a connection so it catches up.`);
  else if (doors.devices.length) add('roster-behind', 'ok', `${plural(doors.devices.length, 'door device holds', 'door devices hold')} the latest roster.`);
  if (doors.pendingScans) add('pending-scans', 'warning', `${plural(doors.pendingScans, 'scan is', 'scans are')} still waiting on door devices: they are sent when the device has a connection.`);

  if (phones.members > 0 && phones.saved === 0) add('no-phones', 'warning', 'No attendee has the event saved on their phone yet: ask people to open it, or press "Make available offline" in the event menu, before they arrive.');
  else if (phones.members > 0 && phones.saved < phones.members / 2)
    add('few-phones', 'warning', `Only ${plural(phones.saved, 'phone')} of ${plural(phones.members, 'member')} have the event saved: remind attendees to press "Make available offline" before they arrive.`);
  else if (phones.saved > 0) add('phones', 'ok', `${plural(phones.saved, 'phone has', 'phones have')} the event saved.`);
  const stale = phones.saved - phones.current;
  if (stale > 0) add('phones-behind', 'warning', `${plural(stale, 'phone holds', 'phones hold')} an older copy: each updates the next time it opens the event with a connection.`);

  if (facts.scheduledUpdates)
    add('scheduled-updates', 'warning', `${plural(facts.scheduledUpdates, 'scheduled update goes', 'scheduled updates go')} out later: only phones with a connection at that time will get ${facts.scheduledUpdates === 1 ? 'it' : 'them'} then.`);

  if (facts.downloadSeconds > 120) add('download-size', 'warning', `The first download takes about ${minutes(facts.downloadSeconds)} at 1 Mbit/s: ask attendees to save the event at home or at the hotel.`);

  for (const feature of facts.features) {
    if (feature.offline !== 'yes') add(`network:${feature.flag ?? feature.name}`, feature.offline === 'no' ? 'problem' : 'warning', `${feature.name} partly needs the network: ${feature.reason}`);
  }
  return items.sort((a, b) => order[a.level] - order[b.level]);
}
