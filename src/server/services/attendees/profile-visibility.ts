import type { ProfileRow } from '../../db/schema/profiles.ts';

/**
 * canViewProfile's rule, for lists already inside one event (so "shares an event" holds):
 * the owner always; 'everyone' → every viewer; 'connections' → only people the owner is
 * connected with (the owner's side); 'nobody' → no one else. A member without a profile yet
 * has the default, 'everyone'. A null viewer is any member at all: what everyone may see.
 */
export function isVisibleTo(
  person: { accountId: string; visibility: ProfileRow['visibility'] | null; ownerConnectedToViewer: boolean },
  viewerAccountId: string | null,
): boolean {
  if (viewerAccountId !== null && person.accountId === viewerAccountId) return true;
  switch (person.visibility ?? 'everyone') {
    case 'everyone':
      return true;
    case 'connections':
      return person.ownerConnectedToViewer;
    case 'nobody':
      return false;
  }
}
