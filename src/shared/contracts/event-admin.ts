import { z } from 'zod';
import { chosenUnixSecondsSchema, idSchema, multiLine, singleLine, uploadedPictureSrcSchema } from './common.ts';
import { eventSchema, featureFlagsSchema, joinPolicySchema } from './event.ts';

/** IANA zone names; the server double-checks with Intl that the zone exists. */
const timeZoneSchema = z.string().min(1).max(64).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'Choose a valid time zone' },
);

/** What an organizer edits in the event console. Times are unix seconds. */
export const eventDetailsInput = z
  .object({
    name: singleLine(z.string().trim().min(2, { error: 'Name is required' }).max(160)),
    description: multiLine(z.string().trim().max(5000)).default(''),
    venue: singleLine(z.string().trim().max(200)).default(''),
    address: singleLine(z.string().trim().max(500)).default(''),
    timeZone: timeZoneSchema,
    startsAt: chosenUnixSecondsSchema,
    endsAt: chosenUnixSecondsSchema,
    /** An /uploads/… path returned by the upload endpoint. */
    pictureSrc: uploadedPictureSrcSchema.nullable().default(null),
    /** Palette names; unknown names fall back to the defaults (resolveTheme). */
    themePrimary: singleLine(z.string().max(40)).default('purple'),
    themeGray: singleLine(z.string().max(40)).default('cool-gray'),
  })
  .refine((value) => value.endsAt >= value.startsAt, { error: 'The event must end after it starts', path: ['endsAt'] });

export const createEventInput = z.object({ organizationId: idSchema, details: eventDetailsInput });
export const updateEventInput = z.object({ id: idSchema, details: eventDetailsInput });
export const setEventFeaturesInput = z.object({ id: idSchema, features: featureFlagsSchema.partial() });
export const setEventPublishedInput = z.object({ id: idSchema, published: z.boolean() });
export const setJoinPolicyInput = z.object({ id: idSchema, joinPolicy: joinPolicySchema });
export const joinByCodeInput = z.object({ code: singleLine(z.string().trim().min(4).max(40)) });
/** The secret from a join link (/join?token=…), as mailed by people.invite and people.importCommit. */
export const joinByTokenInput = z.object({ token: singleLine(z.string().trim().min(20).max(200)) });

export const managedEventsResult = z.object({ items: z.array(eventSchema) });
