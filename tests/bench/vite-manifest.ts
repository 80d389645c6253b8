// Reads dist/.vite/manifest.json (build.manifest: true) to find the chunks a
// route needs: its split route files and everything they import statically.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Manifest keys whose source file matches one of the patterns. */
export function findRouteKeys(manifest: ViteManifest, patterns: RegExp[]): string[] {
  return Object.keys(manifest).filter((key) => patterns.some((pattern) => pattern.test(key)));
}

/** The files (JS and CSS, relative to dist/) loaded with these chunks: static imports only. */
export function collectFiles(manifest: ViteManifest, keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    if (chunk.file.endsWith('.css')) styles.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

const landingStart = /src\/client\/landing-main\.tsx$/;

/**
 * What the HTML entry (boot.ts) imports dynamically, first-load like the entry itself: on the
 * signed-out landing page its own start (landing-main.tsx), everywhere else the app (main.tsx).
 * The app is found as the entry's other dynamic import, since the bundler may name its chunk
 * after the "app" group (vite.config.ts) rather than after main.tsx.
 */
export function startKeys(manifest: ViteManifest, start: 'landing' | 'app'): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => landingStart.test(key) === (start === 'landing'));
}
