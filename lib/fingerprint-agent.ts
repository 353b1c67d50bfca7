import type { FingerprintResult } from './fingerprint';
import { startFingerprint } from './page-fingerprint';

/**
 * FingerprintJS (open source, MIT) in the browser: downloaded as its own chunk only when called, and
 * with its usage ping switched off (`monitoring: false`: the site calls no third party for it, and
 * the CSP would refuse the request anyway).
 */
export async function loadVisitorId(): Promise<string | null> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const result = await agent.get();
  return result.visitorId || null;
}

/** This page's fingerprint: the §3 fields and the agent's visitor id, computed once, loaded when asked. */
export function startPageFingerprint(): Promise<FingerprintResult | null> {
  return startFingerprint(async () => (await import('./fingerprint')).computeFingerprint(window, loadVisitorId));
}
