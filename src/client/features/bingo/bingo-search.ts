import * as z from 'zod/mini';

// /bingo-tile?eventId=…&tileId=…: which tile to show full screen. The URL is untrusted: anything
// malformed is dropped (the page then asks to pick one), never an error.
const uuid = z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i))), undefined);
export const bingoTileSearch = z.object({ eventId: uuid, tileId: uuid });
