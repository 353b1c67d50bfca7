/** Ports of the journeys' own servers beside playwright.config.ts's site and platform. */
export const STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3201);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 3301);
