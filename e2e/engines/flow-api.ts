import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';

// Set-up for the cross-engine flows, from Node over plain fetch: no driver's request context,
// so the same set-up serves Playwright's engines and the WebKit runner. tRPC on the wire: a query
// is a GET with ?input=, a mutation a POST with the input as its JSON body (src/server/README.md).

export const demoEventId = '5eed0000-0000-4000-8000-000000000001';
export const demoEventName = 'Hallway Demo Conference';
export const demoPassword = 'hallway-demo-2026';

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A never-used account, so flows share no state with each other or with a retry. */
export function freshAccount(engine: string, firstName = 'Ada'): AccountDetails {
  const unique = randomUUID().slice(0, 8);
  return { firstName, lastName: `Engine ${unique.slice(0, 4)}`, email: `flow-${engine}-${unique}@hallway.test`, password: `pw-${randomUUID()}` };
}

/** One signed-in client of the API, holding its own cookie. */
export class ApiSession {
  private cookie = '';

  constructor(private readonly serverUrl: string) {}

  private async call<T>(path: string, init: RequestInit): Promise<T> {
    const response = await fetch(`${this.serverUrl}/api/trpc/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const setCookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).filter(Boolean);
    if (setCookie.length > 0) this.cookie = setCookie.join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { result: { data: T } }).result.data;
  }

  mutation<T = unknown>(path: string, input: unknown): Promise<T> {
    return this.call<T>(path, { method: 'POST', body: JSON.stringify(input ?? {}) });
  }

  query<T = unknown>(path: string, input?: unknown): Promise<T> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.call<T>(`${path}${query}`, { method: 'GET' });
  }
}

export interface Person {
  account: AccountDetails;
  api: ApiSession;
  accountId: string;
  /** Their personal code as /me/code shows it ("HW1:…"), and the mask it is drawn with. */
  code: string;
  qrMask: number;
  name: string;
}

/** Registers a new account through the API (signed in on its own ApiSession). */
export async function registerPerson(serverUrl: string, engine: string, firstName: string): Promise<Person> {
  const account = freshAccount(engine, firstName);
  const api = new ApiSession(serverUrl);
  await api.mutation('account.register', account);
  const mine = await api.query<{ accountId: string; code: string; qrMask: number }>('personalCode.mine');
  return { account, api, accountId: mine.accountId, code: mine.code, qrMask: mine.qrMask, name: `${account.firstName} ${account.lastName}` };
}

/** Signs a demo account in through the API. */
export async function signInDemo(serverUrl: string, email: string): Promise<ApiSession> {
  const api = new ApiSession(serverUrl);
  await api.mutation('account.signIn', { email, password: demoPassword });
  return api;
}

/** A QR code as a PNG data URL at 8 pixels a module, drawn as /me/code draws it (level M, the server's mask). */
export function qrPicture(text: string, mask?: number): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
    ...(mask === undefined ? {} : { maskPattern: mask as QRCode.QRCodeMaskPattern }),
  });
}

/** An event of its own for one flow, made through the API: published, open to join, with its people. */
export interface FlowEvent {
  eventId: string;
  eventName: string;
  organizer: Person;
  staff: Person[];
  attendees: Person[];
}

interface JoinedEvent {
  membership: { attendeeId: string } | null;
}

/**
 * An organizer creates an event running now (as e2e/fixtures/door-event.ts does), opens joining
 * and publishes it; door staff join and are made staff; attendees join. A flow's own event, so
 * its roster, check-ins and bingo card hold only what the flow did.
 */
export async function setUpFlowEvent(serverUrl: string, engine: string, people: { staff?: string[]; attendees: string[] }): Promise<FlowEvent> {
  const suffix = randomUUID().slice(0, 8);
  const eventName = `Flow Summit ${suffix}`;
  const organizer = await registerPerson(serverUrl, engine, 'Olive');
  const organization = await organizer.api.mutation<{ id: string }>('organization.create', { name: `Flow Org ${suffix}`, handle: `flow-${suffix}` });
  const now = Math.floor(Date.now() / 1000);
  const { id: eventId } = await organizer.api.mutation<{ id: string }>('eventAdmin.create', {
    organizationId: organization.id,
    details: { name: eventName, venue: 'Hall 1', timeZone: 'America/Toronto', startsAt: now - 3600, endsAt: now + 8 * 3600 },
  });
  await organizer.api.mutation('eventAdmin.setJoinPolicy', { id: eventId, joinPolicy: 'open' });
  await organizer.api.mutation('eventAdmin.setPublished', { id: eventId, published: true });

  const staff: Person[] = [];
  for (const firstName of people.staff ?? []) {
    const person = await registerPerson(serverUrl, engine, firstName);
    const joined = await person.api.mutation<JoinedEvent>('event.join', { id: eventId });
    await organizer.api.mutation('people.changeRole', { eventId, personId: joined.membership?.attendeeId, role: 'staff' });
    staff.push(person);
  }
  const attendees: Person[] = [];
  for (const firstName of people.attendees) {
    const person = await registerPerson(serverUrl, engine, firstName);
    await person.api.mutation('event.join', { id: eventId });
    attendees.push(person);
  }
  return { eventId, eventName, organizer, staff, attendees };
}
