// The persisted query cache is thrown away when the build changes (its "buster"), so data
// shaped by an old build never feeds a new one. VITE_BUILD_ID wins when the build sets it;
// otherwise the content hash Vite puts in this chunk's file name is a build id for free.
const cacheSchemaVersion = 'v1';

function buildIdFromUrl(moduleUrl: string): string | null {
  const match = /-([A-Za-z0-9_-]{8,})\.js(?:\?.*)?$/.exec(moduleUrl);
  return match?.[1] ?? null;
}

export const buildId: string = [
  cacheSchemaVersion,
  (import.meta.env.VITE_BUILD_ID as string | undefined) || buildIdFromUrl(import.meta.url) || import.meta.env.MODE,
].join('-');
