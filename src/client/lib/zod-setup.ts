import * as z from 'zod/mini';

// zod probes for eval support (`new Function`) the first time an object schema parses, to
// compile a faster parser. Our Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// reports that probe as a violation even though zod catches the error: jitless skips it.
// Every client module that defines a schema imports this file first (tests/client/lib/client-imports.test.ts).
z.config({ jitless: true });
