/**
 * Turns zod's eval probe off before zod is loaded. Zod otherwise probes `new Function('')` to
 * compile faster parsers; the page's CSP refuses eval, so every page would log a violation for
 * that probe. Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core: `z.config()`
 * assigns into that object, and every copy of zod reads it), so setting `jitless` there does what
 * `z.config({ jitless: true })` does without importing zod: the library (31 KB gzip) then loads
 * only with the forms and dialogs that validate, not with every page.
 */
export function turnOffZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
