// The plain HTTP upload endpoint (multipart, not tRPC): what the page and the server agree on.
// No zod here, so the page can use it without loading the schemas (the server wraps uploadPurposes in z.enum).
export const uploadPath = '/api/uploads';
export const uploadPurposes = ['avatar', 'logo', 'event-picture'] as const;
export type UploadPurposeName = (typeof uploadPurposes)[number];
/** Album photos go through the same pipeline but only by the album's own route, which counts its limits. */
const albumUploadPurpose = 'album-photo';
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
const uploadedPictureSrcPattern = new RegExp(`^/uploads/(?:${uploadPurposes.join('|')})/${randomName}\\.webp$`);
export const isUploadedPictureSrc = (src: string): boolean => uploadedPictureSrcPattern.test(src);
export const uploadedPictureMessage = 'Upload the image again';

/** Bigger files answer 413 PAYLOAD_TOO_LARGE. */
export const maxUploadBytes = 8 * 1024 * 1024;
/** Above this many pixels an image is refused unread (a decompression bomb), 422. */
export const maxUploadPixels = 40_000_000;
/**
 * Album photos come straight from phone cameras: 12 MP by default (48-50 MP sensors bin four
 * pixels into one), 24.5 MP on the phones whose default is 24 MP (5712 × 4284), 24-26 MP from a
 * camera. 30 MP takes all of those with room; the opt-in full-sensor modes (48-50 MP, files of
 * 10 MB and more, past the 8 MB limit anyway) and declared-huge images are refused unread.
 */
export const maxAlbumPhotoPixels = 30_000_000;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Cookie-signed uploads must carry this header. A page on another site can post a multipart
 * form without asking, but cannot add a header without a CORS preflight, which we never grant.
 */
export const uploadGuardHeader = 'x-requested-with';

export const uploadMessages = {
  notAnImage: 'Upload a JPEG, PNG, WebP or GIF image',
  tooBig: 'This file is larger than 8 MB. Choose a smaller image.',
  tooManyPixels: `This image is too large to process (over ${maxUploadPixels / 1_000_000} megapixels). Choose a smaller one.`,
  photoTooManyPixels: `This photo is too large to process (over ${maxAlbumPhotoPixels / 1_000_000} megapixels). Choose a smaller one, or take it at the camera's usual size.`,
  /** Every image is re-encoded, a few at a time for the whole server: past a short queue, come back shortly. */
  busy: 'Many pictures are being processed right now. Please try again in a few seconds.',
  noFile: 'Choose an image to upload',
  badPurpose: 'Say what the image is for: avatar, logo or event-picture',
  tooMany: 'Too many uploads. Please wait a few minutes and try again.',
  signIn: 'Please sign in to continue',
} as const;
