import { z } from 'zod';

// Runs in the browser before the app. Zod otherwise probes `new Function('')` to compile faster
// parsers; the page's CSP refuses eval, so every page would log a violation for that probe.
z.config({ jitless: true });
