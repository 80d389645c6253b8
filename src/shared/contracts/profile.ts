import { z } from 'zod';
import { canonicalTags } from '../rules/canonical-tags.ts';
import { idSchema, multiLine, pictureSchema, singleLine, uploadedPictureSrcSchema } from './common.ts';
import { handleSchema } from './organization.ts';
import { profileLinkTypes } from './profile-suggestions.ts';

const profileVisibilitySchema = z.enum(['everyone', 'connections', 'nobody']);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

const tag = singleLine(z.string().trim().min(1).max(40));
const tags = z.array(tag).max(30).transform(canonicalTags);

const profileLinkInput = z.object({
  label: singleLine(z.string().trim().max(80)).default(''),
  // The URL check drops tabs and line breaks itself but keeps a NUL, which it alone let through.
  url: singleLine(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(2048)),
  type: z.enum(profileLinkTypes).default('website'),
});

export const profileInput = z.object({
  handle: handleSchema.optional(),
  headline: singleLine(z.string().trim().max(120)).default(''),
  company: singleLine(z.string().trim().max(120)).default(''),
  bio: multiLine(z.string().trim().max(1000)).default(''),
  interests: tags.default([]),
  lookingFor: tags.default([]),
  offers: tags.default([]),
  visibility: profileVisibilitySchema.default('everyone'),
  links: z.array(profileLinkInput).max(10).default([]),
  /** An /uploads/… path returned by the upload endpoint, or null to remove the photo. */
  pictureSrc: uploadedPictureSrcSchema.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

/** /profile/{handle}: looked up as typed (NOT_FOUND unless it names a profile this viewer may see). */
export const profileByHandleInput = z.object({ handle: singleLine(z.string().max(200)) });

export const profileSchema = z.object({
  accountId: idSchema,
  handle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  picture: pictureSchema.nullable(),
  thumbnail: pictureSchema.nullable(),
  headline: z.string(),
  company: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  offers: z.array(z.string()),
  visibility: profileVisibilitySchema,
  links: z.array(z.object({ id: idSchema, label: z.string(), url: z.string(), type: z.string(), icon: z.object({ src: z.string() }).nullable() })),
  setupCompletedAt: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

;

export const uploadResultSchema = z.object({
  src: z.string(),
  thumbnailSrc: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
