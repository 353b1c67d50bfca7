import { siteEnv } from './env';
import { originOf, parseOrigins, resourceSecurityHeaders, type SecurityConfig } from './security-headers';
import { translationToolUrl } from './third-party-scripts';

const production = siteEnv.SITE_ENV === 'production';
/** The translation tool's script, when configured (off by default). */
export const translationTool = translationToolUrl(siteEnv.TRANSLATION_TOOL_URL, production);

/** The security configuration of this deployment, from the site's environment. */
export const siteSecurity: SecurityConfig = {
  production,
  development: process.env.NODE_ENV === 'development',
  frameAncestors: parseOrigins(siteEnv.PREVIEW_ORIGINS),
  gameOrigins: parseOrigins(siteEnv.GAME_ORIGINS),
  storageOrigin: originOf(siteEnv.PUBLIC_STORAGE_URL),
  realtimeOrigins: parseOrigins(siteEnv.REALTIME_ORIGINS),
  thirdPartyOrigins: translationTool ? [translationTool.origin] : [],
};

/** Adds the resource headers to a route handler's answer. */
export function withResourceHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(resourceSecurityHeaders(siteSecurity))) response.headers.set(name, value);
  return response;
}
