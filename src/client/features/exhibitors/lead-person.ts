import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import type { LeadMembers } from '#shared/contracts/exhibitors.ts';
import { parsePersonalCode } from '#shared/rules/personal-code.ts';

// Whose code the lead scanner read, with no network: the code names an account, the team's saved
// members index (exhibitors.leadMembers) maps it to a directory entry, and the event pack's
// directory shows that entry. The server checks the code again when the lead is sent.

export type LeadPerson =
  | { kind: 'person'; person: DirectoryPerson }
  /** A personal code of someone this phone's saved event does not show (joined since, private, or not saved yet). */
  | { kind: 'unknown' }
  | { kind: 'not-a-code' };

export function identifyLeadCode(code: string, members: LeadMembers['members'] | undefined, directory: Record<string, DirectoryPerson> | undefined): LeadPerson {
  const parsed = parsePersonalCode(code.trim());
  if (parsed.kind !== 'code') return { kind: 'not-a-code' };
  const attendeeId = members?.find((member) => member.accountId === parsed.claim.accountId)?.attendeeId;
  const person = attendeeId ? directory?.[attendeeId] : undefined;
  return person ? { kind: 'person', person } : { kind: 'unknown' };
}

export const personName = (person: Pick<DirectoryPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();
