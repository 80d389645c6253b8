import type { ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import { normaliseText, queryTokens } from '#client/lib/search-text.ts';

export type SpeakerChoice = ScheduleEditor['speakerChoices'][number];

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim() || 'Someone without a name';

/** How many people the picker offers at once: an event of 5,000 must not draw 5,000 buttons. */
const shownChoices = 8;

/**
 * Who can still be added, for what was typed: everyone whose name has every typed word, or
 * with nothing typed, the members with the speaker role (the server lists them first).
 */
export function matchingChoices(choices: readonly SpeakerChoice[], chosen: readonly string[], query: string): SpeakerChoice[] {
  const taken = new Set(chosen);
  const words = queryTokens(query);
  const open = choices.filter((choice) => !taken.has(choice.attendeeId));
  if (words.length === 0) return open.filter((choice) => choice.role === 'speaker').slice(0, shownChoices);
  return open.filter((choice) => words.every((word) => normaliseText(personName(choice)).includes(word))).slice(0, shownChoices);
}
