import type { z } from 'zod';
import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import type { TestPlatform } from '../test-support';

/**
 * What the hostile-payload sweeps share: the values and bodies they send, the field names of a
 * contract (so a new endpoint is covered without touching the sweeps), and the check of an answer.
 */

/** One value at a time in one field: text the database refuses, numbers past every range, wrong shapes. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'ok\u0000',
  // Lone surrogates: JavaScript strings may hold them, UTF-8 and PostgreSQL's text and jsonb may not.
  'MY\ud800',
  '\udfffok',
  2 ** 31,
  2 ** 53 + 1,
  2 ** 64,
  1e308,
  -1,
  1.5,
  'NaN',
  'x'.repeat(100_000),
  [1, 2],
  { nested: { deeper: true } },
  true,
  null,
  '',
];

/** Values JSON.stringify cannot write as sent (-0 becomes 0, -Infinity null), spliced into a body as JSON text. */
export const HOSTILE_JSON_VALUES: readonly string[] = ['-0', '-1e309'];

/** Raw bodies: broken JSON, a number no double holds, deep nesting, hostile keys, the wrong shapes. */
export const HOSTILE_BODIES: readonly string[] = [
  'not json',
  '{',
  '{"a":1e309}',
  '1e309',
  '[]',
  '"text"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '{"__proto__":{"admin":true}}',
  '{"a\\u0000b":1,"\\ud800":2}',
];

type AnyZod = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The field names of the objects a schema accepts, looking through unions, pipes and wrappers. */
function fieldNamesOf(schema: AnyZod, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (value: unknown) => (value && typeof value === 'object' && '_zod' in value ? fieldNamesOf(value as AnyZod, seen) : []);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return (def.options as AnyZod[]).flatMap((o) => fieldNamesOf(o, seen));
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    default:
      return [...inner(def.innerType), ...inner(def.schema)];
  }
}

/** The contract's field names, or one unexpected name for an endpoint without input. */
export function fieldNames(name: EndpointName): string[] {
  const fields = [...new Set(fieldNamesOf(endpoints[name].input as unknown as AnyZod))];
  return fields.length ? fields : ['unexpected'];
}

/** One hostile value in one field at a time, so each reaches the checks behind the others. */
export function bodiesPerField(name: EndpointName): string[] {
  return fieldNames(name).flatMap((field) => [
    ...HOSTILE_VALUES.map((value) => JSON.stringify({ [field]: value })),
    ...HOSTILE_JSON_VALUES.map((json) => `{${JSON.stringify(field)}:${json}}`),
  ]);
}

export type Sent = { what: string; status: number; body: string; contentType: string };

export async function send(platform: TestPlatform, url: string, payload: string, headers: Record<string, string>): Promise<Sent> {
  const res = await platform.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
  return {
    what: `${url} ${payload.slice(0, 60)}`,
    status: res.statusCode,
    body: res.body,
    contentType: String(res.headers['content-type'] ?? ''),
  };
}

/** What is wrong with an /api answer: a 5xx, or anything but the JSON envelope; null when nothing. */
export function envelopeProblem(sent: Sent): string | null {
  if (sent.status >= 500) return `${sent.status}`;
  if (!sent.contentType.startsWith('application/json')) return `content-type ${sent.contentType}`;
  try {
    const body = JSON.parse(sent.body) as { status?: unknown; msg?: unknown };
    return typeof body.status === 'boolean' && typeof body.msg === 'string' ? null : 'not the envelope';
  } catch {
    return 'not JSON';
  }
}
