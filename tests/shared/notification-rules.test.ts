import { describe, expect, it } from 'vitest';
import { notificationBody, notificationTitle, sessionFeedbackTopic } from '#shared/rules/notification-text.ts';
import { notificationTarget } from '#shared/rules/notification-target.ts';
import { unreadCount } from '#shared/rules/unread-count.ts';
import { createdAtToMillis } from '#shared/rules/created-at.ts';

describe('notification title and body, with fallbacks for empty payloads', () => {
  it('uses the trimmed payload title and body when present', () => {
    expect(notificationTitle('x', { title: '  Room change  ' })).toBe('Room change');
    expect(notificationBody('x', { body: '  Now in Hall B ' })).toBe('Now in Hall B');
  });

  it('falls back to the programme title for session feedback', () => {
    expect(notificationTitle(sessionFeedbackTopic, { title: '   ', programTitle: ' Keynote ' })).toBe('Keynote');
    expect(notificationTitle(sessionFeedbackTopic, {})).toBe('Session Feedback');
    expect(notificationBody(sessionFeedbackTopic, { body: '' })).toBe(
      'How would you rate this session? Share your feedback to help us make future events even better!',
    );
  });

  it('falls back to generic text for other topics', () => {
    expect(notificationTitle('announcement', { programTitle: 'Keynote' })).toBe('Update');
    expect(notificationBody('announcement', null)).toBe('Open the notification to learn more.');
  });
});

describe('notificationTarget: where a notification opens, same origin only', () => {
  const origin = 'https://hallway.test';

  it('turns a same-origin absolute programUrl into a relative path', () => {
    expect(notificationTarget({ programUrl: 'https://hallway.test/event/1/program/2?x=1#q' }, origin)).toBe('/event/1/program/2?x=1#q');
  });

  it('keeps a relative programUrl', () => {
    expect(notificationTarget({ programUrl: '/event/1/program/2' }, origin)).toBe('/event/1/program/2');
  });

  it('never follows a programUrl to another origin or scheme', () => {
    expect(notificationTarget({ programUrl: 'https://evil.test/x' }, origin)).toBeNull();
    expect(notificationTarget({ programUrl: '//evil.test/x' }, origin)).toBeNull();
    expect(notificationTarget({ programUrl: 'javascript:alert(1)' }, origin)).toBeNull();
  });

  it('builds the program route from eventId and programId', () => {
    expect(notificationTarget({ eventId: 'e1', programId: 7 }, origin)).toBe('/event/e1/program/7');
    expect(notificationTarget({ eventId: 'e1', programId: 'p/2' }, origin)).toBe('/event/e1/program/p%2F2');
  });

  it('goes nowhere without both ids', () => {
    expect(notificationTarget({ eventId: 'e1' }, origin)).toBeNull();
    expect(notificationTarget({ programId: 3 }, origin)).toBeNull();
    expect(notificationTarget(null, origin)).toBeNull();
  });
});

describe('unreadCount', () => {
  it('counts items neither read nor archived', () => {
    const items = [
      { read: false, archive: false },
      { read: true, archive: false },
      { read: false, archive: true },
      { read: false, archive: false },
    ];
    expect(unreadCount(items)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});

describe('createdAtToMillis: timestamps in seconds or milliseconds', () => {
  it('treats values above 1e12 as milliseconds and others as seconds', () => {
    expect(createdAtToMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(createdAtToMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(createdAtToMillis(1e12)).toBe(1e15);
  });
});
