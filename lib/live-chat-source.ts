/**
 * The live-chat script of a country for the proxy: its published contact file's `liveChatScript`,
 * read from public storage and kept like the other site data (for SITE_DATA_TTL_MS, or until an
 * operator's change moves the data version; a page costs no storage request). A missing file, an
 * unreachable storage or an unsafe value means no script.
 */
import { contactSchema } from './contracts/catalog';
import { staticKeys } from './contracts/static-files';
import { siteEnv } from './env';
import { safeScriptUrl } from './third-party-scripts';
import { siteDataVersion } from './upstream';

type Entry = { url: URL | null; expires: number; version: string };
const entries = new Map<string, Entry>();

async function read(countryCode: string, production: boolean): Promise<URL | null> {
  const key = staticKeys.contact(siteEnv.CATALOG_ENV, countryCode);
  const res = await fetch(`${siteEnv.STORAGE_URL.replace(/\/+$/, '')}/${key}?t=${Date.now()}`, { cache: 'no-store' });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`contact file ${key}: HTTP ${res.status}`);
  const contact = contactSchema.parse(await res.json());
  return safeScriptUrl(contact.data.liveChatScript, production);
}

export async function liveChatScriptFor(countryCode: string, production: boolean): Promise<URL | null> {
  const code = countryCode.toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) return null;
  const version = await siteDataVersion();
  const hit = entries.get(code);
  if (hit && hit.expires > Date.now() && hit.version === version) return hit.url;
  try {
    const url = await read(code, production);
    entries.set(code, { url, expires: Date.now() + siteEnv.SITE_DATA_TTL_MS, version });
    return url;
  } catch (error) {
    console.warn(`[live-chat] ${error instanceof Error ? error.message : String(error)}`);
    return hit?.url ?? null;
  }
}
