import { z } from 'zod';
import { exhibitorLimits } from '../rules/exhibitor-limits.ts';
import { idSchema, multiLine, singleLine, uploadedPictureSrcSchema } from './common.ts';
import { actedAtSchema, idempotencyKeySchema } from './outbox.ts';

// Exhibitors: stands every member browses offline (the shared 'exhibitors' feed), each person's
// "to visit" list, the stand's own team, and the leads that team scans.

;

const webAddress = singleLine(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(2048));
const exhibitorLinkSchema = z.object({ label: singleLine(z.string().trim().min(1).max(exhibitorLimits.linkLabel)), url: webAddress });

export const exhibitorSchema = z.object({
  id: idSchema,
  name: z.string(),
  booth: z.string(),
  description: z.string(),
  logo: z.object({ src: z.string() }).nullable(),
  categories: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type Exhibitor = z.infer<typeof exhibitorSchema>;

/** The shared feed: every stand of the event, in the organizers' order. */
export const exhibitorListSchema = z.object({ eventId: idSchema, exhibitors: z.array(exhibitorSchema) });
export type ExhibitorList = z.infer<typeof exhibitorListSchema>;

export const eventRefInput = z.object({ eventId: idSchema });
export const exhibitorRefInput = z.object({ eventId: idSchema, exhibitorId: idSchema });

/** What only this viewer sees laid over the list. */
export const exhibitorStandingSchema = z.object({
  bookmarks: z.array(idSchema),
  /** The stands this person is on the team of (they edit them and scan leads for them). */
  staffOf: z.array(idSchema),
  /** Organizers edit every stand. */
  managesAll: z.boolean(),
});
export type ExhibitorStanding = z.infer<typeof exhibitorStandingSchema>;

const category = singleLine(z.string().trim().min(1).max(exhibitorLimits.category));
export const exhibitorDraftSchema = z.object({
  name: singleLine(z.string().trim().min(1, 'Give the exhibitor a name').max(exhibitorLimits.name)),
  booth: singleLine(z.string().trim().max(exhibitorLimits.booth)),
  description: multiLine(z.string().trim().max(exhibitorLimits.description)),
  /** An upload of purpose "logo" by the person saving, or the logo the stand already has; null removes it. */
  logoSrc: uploadedPictureSrcSchema.nullable(),
  categories: z.array(category).max(exhibitorLimits.categories),
  links: z.array(exhibitorLinkSchema).max(exhibitorLimits.links),
});
export type ExhibitorDraft = z.infer<typeof exhibitorDraftSchema>;

/** No exhibitorId: a new stand (organizers only). */
export const saveExhibitorInput = z.object({ eventId: idSchema, exhibitorId: idSchema.optional(), exhibitor: exhibitorDraftSchema });

const teamMemberSchema = z.object({ accountId: idSchema, firstName: z.string(), lastName: z.string(), onTeam: z.boolean() });
/** The event's people with the exhibitor role, and who of them is on this stand's team. */
export const exhibitorTeamSchema = z.object({ exhibitorId: idSchema, people: z.array(teamMemberSchema) });
export type ExhibitorTeam = z.infer<typeof exhibitorTeamSchema>;
export const setTeamInput = z.object({ eventId: idSchema, exhibitorId: idSchema, accountIds: z.array(idSchema).max(exhibitorLimits.team) });

export const setBookmarkInput = z.object({ idempotencyKey: idempotencyKeySchema, eventId: idSchema, exhibitorId: idSchema, bookmarked: z.boolean() });

const leadRatingSchema = z.number().int().min(1).max(5);
const leadNoteSchema = multiLine(z.string().trim().max(exhibitorLimits.note));

/** A scan of an attendee's personal code at a stand, with the note and rating given there (offline too). */
export const captureLeadInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  exhibitorId: idSchema,
  code: singleLine(z.string().max(200)),
  scannedAt: actedAtSchema,
  note: leadNoteSchema,
  rating: leadRatingSchema.nullable(),
});

export const leadRejections = ['forged', 'not-hallway', 'revoked', 'not-found', 'not-attending', 'self'] as const;
export type LeadRejection = (typeof leadRejections)[number];

/** Who the attendee is, as far as they let others see: null fields are what they keep to themselves. */
const leadPersonSchema = z.object({
  visible: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  company: z.string().nullable(),
});

export const leadSchema = z.object({
  id: idSchema,
  person: leadPersonSchema,
  note: z.string(),
  rating: leadRatingSchema.nullable(),
  scannedAt: z.number().int(),
  scannedBy: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const captureLeadResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['accepted', 'duplicate']), lead: leadSchema }),
  z.object({ outcome: z.literal('rejected'), reason: z.enum(leadRejections) }),
]);
export type CaptureLeadResult = z.infer<typeof captureLeadResult>;

/**
 * exhibitors.leadMembers: which directory entry a personal code's account is, for the stand's team,
 * so the lead form names a scanned person from the event pack's directory, offline too. Ids only:
 * what a person shows stays under the directory's rules, and members whose profile is seen by
 * nobody are left out.
 */
export const leadMembersSchema = z.object({
  exhibitorId: idSchema,
  members: z.array(z.object({ accountId: idSchema, attendeeId: idSchema })),
});
export type LeadMembers = z.infer<typeof leadMembersSchema>;

export const leadListSchema = z.object({ exhibitorId: idSchema, leads: z.array(leadSchema) });
/** The team edits a lead's note and rating (offline too: queued, applied once per key; the edit replaces both). */
export const updateLeadInput = z.object({ idempotencyKey: idempotencyKeySchema, eventId: idSchema, exhibitorId: idSchema, leadId: idSchema, note: leadNoteSchema, rating: leadRatingSchema.nullable() });
export const leadsCsvSchema = z.object({ filename: z.string(), csv: z.string() });

/** The stands that scanned me at this event. */
export const scannedBySchema = z.object({ scans: z.array(z.object({ exhibitorId: idSchema, name: z.string(), booth: z.string(), scannedAt: z.number().int() })) });

