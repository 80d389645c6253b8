// `npm test` runs this after the build: no server-only package may reach the page or the service
// worker, even through a value import that slipped past lint (or a package imported by a client file).
import { existsSync } from 'node:fs';
import { findServerPackagesInFolder, serverPackages } from './server-package-signatures.ts';

const folder = process.argv[2] ?? 'dist';
if (!existsSync(folder)) {
  console.error(`✗ ${folder}/ does not exist: build first.`);
  process.exit(1);
}
const findings = findServerPackagesInFolder(folder);
for (const finding of findings) console.error(`✗ ${folder}/${finding.file} carries ${finding.packages.join(', ')}`);
if (findings.length > 0) process.exit(1);
console.log(`✓ none of ${serverPackages.join(', ')} is in ${folder}/`);
