// @vitest-environment node
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteHtmlResponses } from './html-response-rewrite';

/** Upper-cases every "hello", chunk by chunk, so the test sees each write pass through. */
const shout = () => ({ write: (chunk: string) => chunk.replace(/hello/g, 'HELLO'), end: () => '<!--end-->' });

const routes: Record<string, (res: ServerResponse) => void> = {
  '/streamed': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const bytes = Buffer.from('<p>hello ยินดี 欢迎 hello</p>');
    // Cut inside a multi-byte character: the rewriter still sees whole characters.
    res.write(bytes.subarray(0, 12));
    res.write(bytes.subarray(12, 14));
    res.end(bytes.subarray(14));
  },
  '/whole': (res) => {
    res.setHeader('content-type', 'text/html');
    res.setHeader('content-length', '14');
    res.end('<p>hello</p>\n\n', 'utf8');
  },
  '/json': (res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-length', '17');
    res.end('{"said":"hello"} ');
  },
  '/empty': (res) => {
    res.setHeader('content-type', 'text/html');
    res.end();
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    rewriteHtmlResponses(res, shout);
    routes[req.url ?? '']!(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string): Promise<{ body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    request(base + path, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ body: Buffer.concat(parts).toString('utf8'), headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('rewriteHtmlResponses', () => {
  it('rewrites a streamed HTML body and keeps characters cut between writes whole', async () => {
    const { body } = await get('/streamed');
    expect(body).toBe('<p>HELLO ยินดี 欢迎 HELLO</p><!--end-->');
  });

  it('drops a Content-Length the rewrite would make wrong', async () => {
    const { body, headers } = await get('/whole');
    expect(body).toBe('<p>HELLO</p>\n\n<!--end-->');
    expect(headers['content-length']).toBeUndefined();
  });

  it('passes other bodies through untouched, and an empty page ends', async () => {
    const json = await get('/json');
    expect(json.body).toBe('{"said":"hello"} ');
    expect(json.headers['content-length']).toBe('17');
    expect((await get('/empty')).body).toBe('<!--end-->');
  });
});
