import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The site server's compression filter. Next writes a route handler's headers (the API proxy, the
 * message files) with `appendHeader`, so `getHeader('Content-Type')` is a one-element array there,
 * which the package's own filter reads as "not compressible": those answers went out uncompressed
 * (the 56 KB message file a dialog waits for, every JSON answer). One value is set back as a
 * string before the package's own check; more than one is left as it is.
 */
export function compressibleResponse(req: IncomingMessage, res: ServerResponse): boolean {
  const type = res.getHeader('Content-Type');
  if (Array.isArray(type) && type.length === 1) res.setHeader('Content-Type', type[0]!);
  return compression.filter(req as Parameters<typeof compression.filter>[0], res as Parameters<typeof compression.filter>[1]);
}
