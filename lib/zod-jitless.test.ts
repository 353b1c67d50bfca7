import { describe, expect, it } from 'vitest';
import { turnOffZodEval } from './zod-jitless';

describe('turnOffZodEval', () => {
  it('sets what zod reads: a zod loaded afterwards is jitless and never probes new Function', async () => {
    turnOffZodEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(probe, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = probe;
    }
    expect(probed).toBe(false);
  });
});
