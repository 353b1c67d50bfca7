// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

/**
 * The /api proxy against a real upstream that counts the bytes it receives: a body over the cap
 * is answered 413 with the envelope and never reaches the platform whole (the previous release
 * buffered a 700 MB POST before forwarding it).
 */
let upstream: Server;
let received = 0;
let POST: (req: NextRequest, ctx: { params: Promise<{ endpoint: string[] }> }) => Promise<Response>;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true,"msg":"success"}'));
    req.on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.API_BODY_LIMIT_BYTES = String(1024 * 1024);
  ({ POST } = await import('./route'));
});
afterAll(() => upstream.close());
beforeEach(() => {
  received = 0;
});

const MB = 1024 * 1024;
/** A body produced chunk by chunk, like a client that keeps sending. */
function streamOf(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

const call = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest('http://localhost/api/auth/login', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]),
    {
      params: Promise.resolve({ endpoint: ['auth', 'login'] }),
    },
  );

describe('/api body cap', () => {
  it('passes a small body through', async () => {
    const res = await call(JSON.stringify({ username: 'a', password: 'b' }));
    expect(res.status).toBe(200);
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const body = streamOf(50 * MB);
    const res = await call(body.stream, { 'content-length': String(50 * MB) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: false, code: 413, msg: 'payload_too_large' });
    expect(received).toBe(0);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('cuts off a streamed body without a length at the cap, reading little past it', async () => {
    const body = streamOf(50 * MB);
    const res = await call(body.stream);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MB);
    expect(received).toBeLessThanOrEqual(MB);
  });
});
