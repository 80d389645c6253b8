import type { EventMemberRole, OrganizationRole } from '../../shared/rules/permissions.ts';

/** Every demo account signs in with this one password. Demo data only: never a real account. */
export const demoPassword = 'hallway-demo-2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** What the account is in the demo conference. */
  eventRole: EventMemberRole;
  /** What it is in the demo organization, if anything. */
  organizationRole: OrganizationRole | null;
  /** How the README and the start-up banner describe it. */
  label: string;
}

/** The demo accounts, one per role: the README lists them, main.ts prints them. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'organizer@hallway.test',
    firstName: 'Olivia',
    lastName: 'Organizer',
    eventRole: 'organizer',
    organizationRole: 'owner',
    label: 'organizer (runs the demo conference, owns Hallway Demo Org)',
  },
  { email: 'door@hallway.test', firstName: 'Dorian', lastName: 'Door', eventRole: 'staff', organizationRole: null, label: 'door staff (checks people in)' },
  { email: 'speaker@hallway.test', firstName: 'Sasha', lastName: 'Speaker', eventRole: 'speaker', organizationRole: null, label: 'speaker' },
  { email: 'demo@hallway.test', firstName: 'Dana', lastName: 'Demo', eventRole: 'attendee', organizationRole: null, label: 'attendee' },
];

/** The demo attendee, as the sign-in banner and older callers know it. */
export const demoCredentials = {
  email: 'demo@hallway.test',
  password: demoPassword,
  firstName: 'Dana',
  lastName: 'Demo',
} as const;
