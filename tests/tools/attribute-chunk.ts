// Where a built chunk's bytes come from, per package or source file, read from its sourcemap:
//   node --import tsx tests/tools/attribute-chunk.ts dist/assets/framework-*.js
// Minified bytes (before gzip); use it to see what grows the first load when npm run bench says so.
import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2]!;
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const sizes = new Map<string, number>();
let prev: { line: number; col: number; src: string | null } | null = null;
eachMapping(map, (m) => {
  if (prev && prev.line === m.generatedLine) {
    const key = prev.src ?? '(none)';
    sizes.set(key, (sizes.get(key) ?? 0) + (m.generatedColumn - prev.col));
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source };
});
const byPkg = new Map<string, number>();
for (const [src, n] of sizes) {
  // node_modules/@scope/name/… → @scope/name; our files → src/…
  const inPackage = src.split('node_modules/').pop()!;
  const pkg = src.includes('node_modules/') ? inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/') : src.replace(/^.*\/src\//, 'src/');
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + n);
}
console.log([...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1024).toFixed(1)}k ${k}`).join('\n'));
