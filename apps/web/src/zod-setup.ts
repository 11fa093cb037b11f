import { config } from 'zod';

// The Content-Security-Policy allows no eval: zod must not probe for it (the probe alone is reported as a
// violation) nor compile its parsers with it. Imported first by main.tsx, before any schema is used.
config({ jitless: true });
