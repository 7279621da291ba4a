import { z } from 'zod';

// In browsers zod's faster parsers are compiled with `new Function`, and the probe for it is a
// violation of the app's content security policy (script-src 'self', no 'unsafe-eval'). This
// module is the first the contracts load, so the setting holds before any schema is built.
if (typeof window !== 'undefined') z.config({ jitless: true });
