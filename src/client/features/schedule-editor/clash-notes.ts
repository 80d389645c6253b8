import type { Clash } from '#shared/contracts/schedule-admin.ts';

// Clashes are warnings, never refusals (a panel may share a room on purpose). Each is told on
// both sessions it joins, naming the other one, so an organizer sees it where they look.

interface Titled {
  id: string;
  title: string;
}

/** "Same room as Opening keynote" / "Ada Lovelace speaks at the same time in Rust workshop". */
export function clashNote(clash: Clash, otherTitle: string): string {
  return clash.kind === 'room' ? `Same room as ${otherTitle}` : `${clash.label || 'A speaker'} speaks at the same time in ${otherTitle}`;
}

/** Each session's clash notes, by session id. */
export function clashNotesBySession(clashes: readonly Clash[], sessions: readonly Titled[], unknownTitle = 'another session'): Map<string, string[]> {
  const titles = new Map(sessions.map((session) => [session.id, session.title]));
  const notes = new Map<string, string[]>();
  const add = (id: string, note: string) => notes.set(id, [...(notes.get(id) ?? []), note]);
  for (const clash of clashes) {
    const [a, b] = clash.sessionIds;
    add(a, clashNote(clash, titles.get(b) ?? unknownTitle));
    add(b, clashNote(clash, titles.get(a) ?? unknownTitle));
  }
  return notes;
}

/** "No clashes", "1 clash", "3 clashes". */
export function clashCount(count: number): string {
  if (count === 0) return 'No clashes';
  return `${count.toLocaleString('en-CA')} ${count === 1 ? 'clash' : 'clashes'}`;
}

/** The clashes a save answered that involve the saved session. */
export function clashesOf(clashes: readonly Clash[], sessionId: string): Clash[] {
  return clashes.filter((clash) => clash.sessionIds.includes(sessionId));
}

/** A clash told on its own (the import preview's list): "Main hall: Keynote and a session from this file at the same time". */
export function clashSentence(clash: Clash, titles: ReadonlyMap<string, string>, unknownTitle = 'a session from this file'): string {
  const [a, b] = clash.sessionIds.map((id) => titles.get(id) ?? unknownTitle);
  return clash.kind === 'room' ? `${clash.label || 'A room'}: ${a} and ${b} at the same time` : `${clash.label || 'A speaker'} speaks in ${a} and ${b} at the same time`;
}
