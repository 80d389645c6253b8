import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { exhibitors } from '../db/schema/exhibitors.ts';
import { sponsors } from '../db/schema/sponsors.ts';
import { imageWorkAnyTime } from '../services/uploads/image-work.ts';
import { saveUpload } from '../services/uploads/save-upload.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';

// Logos for seeded stands and sponsors, made here (no image files in the repository, no network):
// a coloured tile with a shape and the name's initials, different for each, stored through the
// real upload pipeline (purpose "logo": re-encoded, thumbnail) as an upload of the seeding
// organizer, as if they had uploaded it in the console.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function initialsOf(name: string): string {
  const words = name.split(/[\s.&-]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0).toUpperCase())
    .join('');
}

/** A 256×256 PNG logo for a name; the index picks its colour and shape. */
function logoPicture(name: string, index: number): Promise<Buffer> {
  const hue = (index * 67 + 200) % 360;
  const shapes = [
    `<circle cx="128" cy="104" r="56" fill="hsl(${(hue + 30) % 360} 85% 70%)"/>`,
    `<polygon points="128,44 188,156 68,156" fill="hsl(${(hue + 30) % 360} 85% 70%)"/>`,
    `<rect x="72" y="52" width="112" height="104" rx="20" fill="hsl(${(hue + 30) % 360} 85% 70%)"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="40" fill="hsl(${hue} 55% 32%)"/>
    ${shapes[index % shapes.length]}
    <text x="128" y="222" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="56" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function storeLogo(db: Db, storage: UploadStorage, accountId: string, name: string, index: number, now: Date): Promise<string> {
  const upload = await saveUpload({ db, clock: { now: () => now }, images: imageWorkAnyTime }, storage, { accountId, purpose: 'logo', bytes: await logoPicture(name, index) });
  return upload.src;
}

/**
 * Gives a logo to each stand and sponsor of the event that has none (names given: only those),
 * so the demo's stands and sponsors show one on a database seeded before logos were. A logo an
 * organizer chose is never replaced. Answers how many logos were made.
 */
export async function seedLogos(
  db: Db,
  storage: UploadStorage,
  { eventId, accountId, names, now = new Date() }: { eventId: string; accountId: string; names?: readonly string[]; now?: Date },
): Promise<number> {
  const wanted = (name: string) => names === undefined || names.includes(name);
  const stands = (await db.select({ id: exhibitors.id, name: exhibitors.name }).from(exhibitors).where(and(eq(exhibitors.eventId, eventId), isNull(exhibitors.logoSrc)))).filter((row) => wanted(row.name));
  const backers = (await db.select({ id: sponsors.id, name: sponsors.name }).from(sponsors).where(and(eq(sponsors.eventId, eventId), isNull(sponsors.logoSrc)))).filter((row) => wanted(row.name));
  let made = 0;
  for (const stand of stands) {
    await db.update(exhibitors).set({ logoSrc: await storeLogo(db, storage, accountId, stand.name, made, now) }).where(eq(exhibitors.id, stand.id));
    made += 1;
  }
  for (const backer of backers) {
    await db.update(sponsors).set({ logoSrc: await storeLogo(db, storage, accountId, backer.name, made, now) }).where(eq(sponsors.id, backer.id));
    made += 1;
  }
  return made;
}
