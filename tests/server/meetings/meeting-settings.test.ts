import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeetingScene, type MeetingScene } from '../helpers/meeting-scene.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The settings contract is written in zod/mini (meeting-settings.ts) so the console's form checks
// with it too; the server judges with the same schema inside its classic input, and answers the
// field with the words the form shows.

let t: TestServer;
let scene: MeetingScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createMeetingScene(t);
});
afterAll(() => t.stop());

describe('meeting settings as the console saves them', () => {
  it('names the field of a window that ends before it starts', async () => {
    const answer = await scene.settings({ windows: [{ date: scene.days[0], from: '12:00', to: '10:00' }] });
    expect(answer.error?.data.code).toBe('BAD_REQUEST');
    expect(answer.error?.data.fieldPaths).toEqual({ 'settings.windows.0.to': ['A window must end after it starts'] });
  });

  it('words every limit a person can hit', async () => {
    const answer = await scene.settings({
      slotMinutes: 25 as never,
      tables: [
        { number: 1, capacity: 0 },
        { number: 1, capacity: 2 },
      ],
      dailyRequestLimit: 101,
    });
    expect(answer.error?.data.fieldPaths).toMatchObject({
      'settings.slotMinutes': ['Choose 15, 20 or 30 minutes'],
      'settings.tables.0.capacity': ['Use 1 to 20'],
      'settings.dailyRequestLimit': ['Use 1 to 100'],
    });
  });

  it('refuses two tables with one number, and answers what it kept, tables in order, with the switch and the zone', async () => {
    const twice = await scene.settings({ tables: [{ number: 3, capacity: 1 }, { number: 3, capacity: 1 }] });
    expect(twice.error?.data.fieldPaths).toEqual({ 'settings.tables': ['Each table has its own number'] });
    const kept = await scene.settings({ tables: [{ number: 4, capacity: 2 }, { number: 2, capacity: 1 }], areaName: '  Lounge  ' });
    expect(kept.error).toBeUndefined();
    expect(kept.data).toMatchObject({ tables: [{ number: 2, capacity: 1 }, { number: 4, capacity: 2 }], areaName: 'Lounge', timeZone: 'Asia/Tokyo' });
    expect(typeof (kept.data as { enabled: unknown }).enabled).toBe('boolean');
  });
});
