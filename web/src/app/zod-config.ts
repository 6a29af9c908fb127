import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; the probe alone
// breaks the page's Content-Security-Policy (no 'unsafe-eval') and shows as a console error. Imported
// first by main.tsx, so it runs before any schema parses.
z.config({ jitless: true });
