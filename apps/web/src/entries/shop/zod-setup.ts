import { config } from 'zod';

// The Content-Security-Policy allows no eval: zod must neither probe for it nor compile with it. The pages that check
// a form with the contract's rules import this first (the first page holds no schema).
config({ jitless: true });
