/**
 * What production (SITE_ENV=production) refuses to start without. Outside production the
 * platform runs on the development values written in the repository; in production every
 * secret below must be set, differ from anything the repository contains, and carry at least
 * 32 bytes. A new secret (preview key, realtime app secret …) is one more line in SECRETS.
 */
export type SecretRule = {
  name: string;
  /** Only needed in some setups (S3 credentials only with external storage). */
  neededWhen?: (given: GivenSecrets) => boolean;
  /** Identifiers such as an S3 access key id are not secret; they only must not be the demo one. */
  minBytes?: number;
};

export type GivenSecrets = Record<string, string | undefined>;

/** An env flag as platform/env.ts reads it. */
const isOn = (value: string | undefined) => ['true', '1', 'yes'].includes(value?.trim().toLowerCase() ?? '');

export const SECRETS: readonly SecretRule[] = [
  { name: 'OPERATOR_KEY' },
  { name: 'PROVIDER_SECRET' },
  { name: 'SESSION_SECRET' },
  { name: 'S3_ACCESS_KEY_ID', neededWhen: (given) => Boolean(given.S3_ENDPOINT), minBytes: 1 },
  { name: 'S3_SECRET_ACCESS_KEY', neededWhen: (given) => Boolean(given.S3_ENDPOINT) },
  // Signs private-channel auth and the realtime events API; Pusher's own secrets are 20 characters.
  { name: 'PUSHER_SECRET', minBytes: 20 },
  { name: 'SMTP_PASSWORD', neededWhen: (given) => Boolean(given.SMTP_HOST), minBytes: 8 },
  // Signs the demo gateway's confirmations: only when production offers it (DEMO_CONTENT) and it confirms asynchronously.
  { name: 'DEMO_PAY_SECRET', neededWhen: (given) => isOn(given.DEMO_CONTENT) && given.DEMO_PAY_MODE?.trim() === 'async' },
];

const MIN_SECRET_BYTES = 32;

/**
 * Values that appear in this repository (development defaults, .env.example, test helpers);
 * a unit test keeps it in step with .env.example. Compared case-insensitively.
 */
export const REPOSITORY_VALUES: readonly string[] = [
  'dev-operator-key',
  'dev-provider-secret',
  'dev-session-secret',
  'dev-realtime-secret',
  'dev-demo-pay-secret',
  'S3RVER',
  'changeme',
  'secret',
];

/** Every reason the given secrets are unfit for production, one per variable; empty when fit. */
export function productionSecretProblems(given: GivenSecrets): string[] {
  const known = new Set(REPOSITORY_VALUES.map((v) => v.toLowerCase()));
  const problems: string[] = [];
  for (const rule of SECRETS) {
    if (rule.neededWhen && !rule.neededWhen(given)) continue;
    const value = given[rule.name]?.trim();
    const minBytes = rule.minBytes ?? MIN_SECRET_BYTES;
    if (!value) problems.push(`${rule.name} is missing`);
    else if (known.has(value.toLowerCase())) problems.push(`${rule.name} equals a value written in the repository`);
    else if (Buffer.byteLength(value, 'utf8') < minBytes) problems.push(`${rule.name} is shorter than ${minBytes} bytes`);
  }
  return problems;
}

/**
 * The message the platform and `npm start` exit with, or null when production may start.
 * `settingProblems` are other unfit settings (a mail channel switched on without a way to send).
 */
export function productionRefusal(given: GivenSecrets, settingProblems: readonly string[] = []): string | null {
  const problems = productionSecretProblems(given);
  if (problems.length === 0 && settingProblems.length === 0) return null;
  const advice =
    problems.length > 0 ? ` Set real secrets of at least ${MIN_SECRET_BYTES} bytes (for example: openssl rand -base64 48).` : '';
  return `Refusing to start in production (SITE_ENV=production): ${[...problems, ...settingProblems].join('; ')}.${advice}`;
}

/**
 * Demo parts production refuses whatever its secrets: the embedded object store (no S3_ENDPOINT)
 * keeps receipts as files on this machine, behind a check meant for the demo.
 */
export function productionStorageProblems(given: GivenSecrets): string[] {
  if (given.S3_ENDPOINT?.trim()) return [];
  return [
    'S3_ENDPOINT is not set, and the embedded object store is a demo part (set S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to a real S3 bucket, with S3_PUBLIC_BUCKET and S3_PRIVATE_BUCKET)',
  ];
}

export class UnsafeProductionError extends Error {}

/** Throws before anything listens when production would run on unfit secrets or demo parts. */
export function assertSafeForProduction(
  env: { production: boolean; givenSecrets: GivenSecrets },
  settingProblems: readonly string[] = [],
): void {
  const problems = env.production ? [...productionStorageProblems(env.givenSecrets), ...settingProblems] : [];
  const refusal = env.production ? productionRefusal(env.givenSecrets, problems) : null;
  if (refusal) throw new UnsafeProductionError(refusal);
}
