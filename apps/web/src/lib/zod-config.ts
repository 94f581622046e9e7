// zod compiles object parsers with `new Function` when it may, and probes for that while building a schema;
// the app's Content-Security-Policy forbids eval, so the probe alone is reported as a violation. zod reads
// its settings from this global (zod/v4/core/core.js keeps `globalConfig` there so that copies share it),
// and setting it at startup costs no zod code on the first load, which `z.config()` would. Interpreted parsing
// is fast enough for forms. The journeys fail on any CSP violation, so a zod that stops reading it shows.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
