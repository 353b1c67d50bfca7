import { readFile, readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Next's built scripts and stylesheets, as the site server answers them. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

type Encoded = { type: string; raw: Buffer; br: Buffer; gzip: Buffer };

/** The encoding to answer with: brotli where the browser takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Answers `/_next/static/**.js|css` from memory, compressed once at the strongest settings. The
 * names carry a hash of the content, so a file never changes under its name. Without this the
 * compression middleware ran brotli again for every request (about 6.6 ms of the server's CPU for
 * the 74 KB React chunk, on the cores the browser is drawing the page with) at quality 4, where
 * 11 makes that chunk 63 KB instead of 73 KB. Quality 11 takes ~0.3 s for it, on libuv's threads:
 * `warm` compresses every file after start, and a request that comes first waits for its file.
 * `serve` returns false for anything else (and for a file that is not there), which Next answers.
 */
export function staticChunkServer(staticDir: string, headers: Record<string, string>) {
  const root = path.resolve(staticDir);
  const files = new Map<string, Promise<Encoded | null>>();

  const load = async (file: string): Promise<Encoded | null> => {
    const raw = await readFile(file).catch(() => null);
    if (!raw) return null;
    const [br, gz] = await Promise.all([
      brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: 9 }),
    ]);
    return { type: TYPES[path.extname(file)]!, raw, br, gzip: gz };
  };
  const encodedFile = (file: string) => {
    let pending = files.get(file);
    if (!pending) {
      pending = load(file);
      files.set(file, pending);
    }
    return pending;
  };

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?')[0]!;
    if (!pathname.startsWith('/_next/static/') || !(path.extname(pathname) in TYPES)) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice('/_next/static/'.length));
    } catch {
      return false;
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return false;
    const encoded = await encodedFile(file);
    if (!encoded) {
      files.delete(file); // a later build may add it; Next answers the 404 meanwhile
      return false;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? encoded[encoding] : encoded.raw;
    res.writeHead(200, {
      ...headers,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': encoded.type,
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Compresses every built script and stylesheet, one at a time (the server keeps answering meanwhile). */
  async function warm(): Promise<number> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    let count = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !(path.extname(entry.name) in TYPES)) continue;
      if (await encodedFile(path.join(entry.parentPath, entry.name))) count++;
    }
    return count;
  }

  return { serve, warm };
}
