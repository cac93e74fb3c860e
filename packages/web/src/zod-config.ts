import { config } from 'zod';

// The CSP forbids eval (script-src 'self'). zod 4 probes `new Function('')` while the shared schemas are
// built; the throw is swallowed, but browsers still report a CSP violation. jitless skips the probe, so this
// module must run before any `@gs/shared` schema is constructed: each app's main.tsx imports it first.
config({ jitless: true });
