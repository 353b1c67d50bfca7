import { siteEnv } from './env';
import { originOf, parseOrigins, resourceSecurityHeaders, type SecurityConfig } from './security-headers';

/** The security configuration of this deployment, from the site's environment. */
export const siteSecurity: SecurityConfig = {
  production: siteEnv.SITE_ENV === 'production',
  development: process.env.NODE_ENV === 'development',
  frameAncestors: parseOrigins(siteEnv.PREVIEW_ORIGINS),
  gameOrigins: parseOrigins(siteEnv.GAME_ORIGINS),
  storageOrigin: originOf(siteEnv.PUBLIC_STORAGE_URL),
  realtimeOrigins: parseOrigins(siteEnv.REALTIME_ORIGINS),
};

/** Adds the resource headers to a route handler's answer. */
export function withResourceHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(resourceSecurityHeaders(siteSecurity))) response.headers.set(name, value);
  return response;
}
