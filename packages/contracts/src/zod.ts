import { config, z } from "zod";

// The schemas the storefront's forms are checked with in the browser (decision 043) import Zod
// from here. Zod probes `new Function` when it builds an object schema, and the pages' strict
// Content-Security-Policy (decision 012) reports that probe as a violation even though Zod catches
// it: in a browser Zod runs without its compiled fast path, set before any schema is built. The
// server keeps it.
if (typeof (globalThis as { document?: unknown }).document !== "undefined") config({ jitless: true });

export { z };
