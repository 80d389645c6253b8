import * as z from 'zod/mini';
import { canonicalTags } from '../rules/canonical-tags.ts';
import { idSchema, multiLine, pictureSchema, singleLine, uploadedPictureSrcSchema } from './common-mini.ts';
import { handleSchema } from './handle.ts';
import { profileLinkTypes } from './profile-suggestions.ts';

// Written in zod/mini: the profile forms check each field with these very schemas before saving
// (features/profile/profile-validation.ts), and the page must not load classic zod. Every limit a
// person can hit is worded: the page has no locale, so an unworded one would read "Invalid input".

const profileVisibilitySchema = z.enum(['everyone', 'connections', 'nobody']);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

const atMost = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters` });
const line = (max: number) => z._default(singleLine(z.string().check(z.trim(), atMost(max))), '');

/** The tag box checks these before the form does (features/profile/tags.ts), in the same words. */
export const tagMaxLength = 40;
export const tagTooLongMessage = `Keep each tag under ${tagMaxLength} characters`;
export const tagsMax = 30;
export const tooManyTagsMessage = `You can add up to ${tagsMax}`;

const tag = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(tagMaxLength, { error: tagTooLongMessage })));
const tags = z._default(z.pipe(z.array(tag).check(z.maxLength(tagsMax, { error: tooManyTagsMessage })), z.transform((list: string[]) => canonicalTags(list))), []);

/** One link of the profile form; the form checks the address and the label of each row with these. */
export const profileLinkInput = z.object({
  label: line(80),
  // The URL check drops tabs and line breaks itself but keeps a NUL, which it alone let through.
  // Its message also covers its length limit.
  url: singleLine(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).check(z.maxLength(2048))),
  type: z._default(z.enum(profileLinkTypes), 'website'),
});

export const profileInput = z.object({
  handle: z.optional(handleSchema),
  headline: line(120),
  company: line(120),
  bio: z._default(multiLine(z.string().check(z.trim(), atMost(1000))), ''),
  interests: tags,
  lookingFor: tags,
  offers: tags,
  visibility: z._default(profileVisibilitySchema, 'everyone'),
  links: z._default(z.array(profileLinkInput).check(z.maxLength(10)), []),
  /** An /uploads/… path returned by the upload endpoint, or null to remove the photo. */
  pictureSrc: z.optional(z.nullable(uploadedPictureSrcSchema)),
});
export type ProfileInput = z.input<typeof profileInput>;

/** /profile/{handle}: looked up as typed (NOT_FOUND unless it names a profile this viewer may see). */
export const profileByHandleInput = z.object({ handle: singleLine(z.string().check(z.maxLength(200))) });

export const profileSchema = z.object({
  accountId: idSchema,
  handle: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.nullable(pictureSchema),
  thumbnail: z.nullable(pictureSchema),
  headline: z.string(),
  company: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  offers: z.array(z.string()),
  visibility: profileVisibilitySchema,
  links: z.array(z.object({ id: idSchema, label: z.string(), url: z.string(), type: z.string(), icon: z.nullable(z.object({ src: z.string() })) })),
  setupCompletedAt: z.nullable(z.number().check(z.int())),
});
export type Profile = z.infer<typeof profileSchema>;

export const uploadResultSchema = z.object({
  src: z.string(),
  thumbnailSrc: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  bytes: z.number().check(z.int()),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
