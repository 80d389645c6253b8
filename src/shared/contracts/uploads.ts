// The plain HTTP upload endpoint (multipart, not tRPC): what the page and the server agree on.
// No zod here, so the page can use it without loading the schemas (the server wraps uploadPurposes in z.enum).
export const uploadPath = '/api/uploads';
export const uploadPurposes = ['avatar', 'logo', 'event-picture'] as const;
export type UploadPurposeName = (typeof uploadPurposes)[number];
/** Album photos go through the same pipeline but only by the album's own route, which counts its limits. */
export const albumUploadPurpose = 'album-photo';
export type StoredUploadPurposeName = UploadPurposeName | typeof albumUploadPurpose;

// Where stored files are served: `/uploads/<purpose>/<name>.webp`, the name 16 random bytes in
// base64url (22 characters), its thumbnail `<name>-thumb.webp` (src/server/services/uploads/).
export const uploadsUrlPrefix = '/uploads/';
const randomName = '[A-Za-z0-9_-]{22}';
const storedPurposes: readonly StoredUploadPurposeName[] = [...uploadPurposes, albumUploadPurpose];

/** A storage key our pipeline makes (purpose / random name, main file or thumbnail), checked again before any file access. */
export const uploadKeyPattern = new RegExp(`^(?:${storedPurposes.join('|')})/${randomName}(?:-thumb)?\\.webp$`);

/**
 * A `src` the upload route answers (POST /api/uploads: the main file of an avatar, logo or event
 * picture). Picture and logo fields of every input take only this, or null for none: any other
 * text (a foreign URL, a NUL, a path elsewhere) is refused before the server looks it up.
 */
export const uploadedPictureSrcPattern = new RegExp(`^/uploads/(?:${uploadPurposes.join('|')})/${randomName}\\.webp$`);
export const isUploadedPictureSrc = (src: string): boolean => uploadedPictureSrcPattern.test(src);
export const uploadedPictureMessage = 'Upload the image again';

/** Bigger files answer 413 PAYLOAD_TOO_LARGE. */
export const maxUploadBytes = 8 * 1024 * 1024;
/** Above this many pixels an image is refused unread (a decompression bomb), 422. */
export const maxUploadPixels = 40_000_000;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Cookie-signed uploads must carry this header. A page on another site can post a multipart
 * form without asking, but cannot add a header without a CORS preflight, which we never grant.
 */
export const uploadGuardHeader = 'x-requested-with';

export const uploadMessages = {
  notAnImage: 'Upload a JPEG, PNG, WebP or GIF image',
  tooBig: 'This file is larger than 8 MB. Choose a smaller image.',
  tooManyPixels: 'This image is too large to process (over 40 megapixels). Choose a smaller one.',
  noFile: 'Choose an image to upload',
  badPurpose: 'Say what the image is for: avatar, logo or event-picture',
  tooMany: 'Too many uploads. Please wait a few minutes and try again.',
  signIn: 'Please sign in to continue',
} as const;
