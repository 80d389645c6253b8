// The app's own files in one answer, for the service worker's first install (issue 35). On a venue
// link every request waits a round trip, and the precache was ~110 files: one by one, four at a
// time, the app worked offline only ~7 s after a first visit's first paint, however few bytes they
// were. The build writes them all into one file (src/build/precache-bundle-file.ts), compressed
// like the others; the worker (sw/precache.ts) takes each file from it that its own list names
// with the same revision, and fetches the rest (the branded index.html, any the bundle lacks) one
// by one as before. Shared by the build (Node) and the worker: no library.
//
// The format: a first line "hallway-precache 1", a second line of JSON naming the files in order
// (url, revision or null, content type, byte length), then the files' bytes one after the other.

export const precacheBundlePath = '/precache.bundle';
const magicLine = 'hallway-precache 1';

export interface BundledFile {
  /** As the precache list names it, without a leading slash ("assets/app-1a2b.js"). */
  url: string;
  revision: string | null;
  type: string;
  body: Uint8Array;
}

interface BundledFileHead {
  url: string;
  revision: string | null;
  type: string;
  bytes: number;
}

export function encodePrecacheBundle(files: readonly BundledFile[]): Uint8Array<ArrayBuffer> {
  const heads: BundledFileHead[] = files.map(({ url, revision, type, body }) => ({ url, revision, type, bytes: body.byteLength }));
  const head = new TextEncoder().encode(`${magicLine}\n${JSON.stringify(heads)}\n`);
  const out = new Uint8Array(head.byteLength + files.reduce((sum, file) => sum + file.body.byteLength, 0));
  out.set(head, 0);
  let offset = head.byteLength;
  for (const file of files) {
    out.set(file.body, offset);
    offset += file.body.byteLength;
  }
  return out;
}

const isHead = (value: unknown): value is BundledFileHead => {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Record<string, unknown>;
  return (
    typeof head.url === 'string' &&
    (head.revision === null || typeof head.revision === 'string') &&
    typeof head.type === 'string' &&
    typeof head.bytes === 'number' &&
    Number.isInteger(head.bytes) &&
    head.bytes >= 0
  );
};

/** A file read back from a bundle: a view of the bundle's own bytes. */
export type UnbundledFile = BundledFile & { body: Uint8Array<ArrayBuffer> };

/** The files of a bundle; throws on anything else (another format, a cut-off answer). */
export function decodePrecacheBundle(bytes: Uint8Array<ArrayBuffer>): UnbundledFile[] {
  const firstBreak = bytes.indexOf(10);
  const secondBreak = firstBreak < 0 ? -1 : bytes.indexOf(10, firstBreak + 1);
  if (secondBreak < 0) throw new Error('Not a precache bundle: no head');
  const decoder = new TextDecoder();
  if (decoder.decode(bytes.subarray(0, firstBreak)) !== magicLine) throw new Error('Not a precache bundle of this version');
  const heads: unknown = JSON.parse(decoder.decode(bytes.subarray(firstBreak + 1, secondBreak)));
  if (!Array.isArray(heads) || !heads.every(isHead)) throw new Error('A precache bundle with an unreadable head');
  let offset = secondBreak + 1;
  const files = heads.map((head) => {
    const body = bytes.subarray(offset, offset + head.bytes);
    offset += head.bytes;
    return { url: head.url, revision: head.revision, type: head.type, body };
  });
  if (offset !== bytes.byteLength) throw new Error(`A precache bundle of ${bytes.byteLength} bytes where its head names ${offset}`);
  return files;
}
