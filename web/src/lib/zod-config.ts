// zod would probe for eval ('new Function') to compile fast parsers (decision 026); the Content-Security-Policy forbids eval, and the probe alone is a reported violation.
// zod takes its configuration from globalThis.__zod_globalConfig when it first loads: set here,
// before any zod module runs, so that zod itself stays out of the first load (importing
// zod in main.tsx for `z.config` put ≈ 3 KB gzip on every page and the sign-in page over 200 KB).
// Set on the object itself, not a copy: zod keeps the object it found, so this holds even if zod had loaded first.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(g.__zod_globalConfig ??= {}).jitless = true;
