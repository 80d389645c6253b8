import * as z from 'zod/mini';

// /me/connections?q=…: the search text lives in the URL (shareable with oneself, kept on reload).
// The URL is untrusted: malformed input is dropped, never an error; zod/mini, as in lib/search-schemas.ts.
export const connectionsSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(120))), undefined),
});
