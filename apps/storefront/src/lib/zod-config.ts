// Configures zod for the CSP (no eval) before any shared schema is built: main.tsx imports this first.
import '@gs/web/zod-config';
