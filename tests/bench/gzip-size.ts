import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9, roughly what a server or CDN sends over the wire. */
export async function gzipSizeOf(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** Kilobytes as Vite prints them (1 kB = 1000 bytes). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
