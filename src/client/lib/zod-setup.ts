import * as z from 'zod/mini';

// zod probes for eval support (`new Function`) the first time an object schema parses, to
// compile a faster parser. Our Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// reports that probe as a violation even though zod catches the error: jitless skips it.
// main.tsx imports this file before anything else, so it holds before any schema parses
// (a no-restricted-syntax selector for main.tsx in eslint.config.js holds it there).
z.config({ jitless: true });
