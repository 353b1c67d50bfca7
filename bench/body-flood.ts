/**
 * A flood of large bodies against the site's /api proxy, with the site's memory before and after:
 *   npx tsx bench/body-flood.ts http://localhost:3000 [--count 100] [--mb 50] [--concurrency 10]
 * Each body is streamed (no Content-Length, so the proxy must count as it reads); the proxy should
 * answer 413 after its cap (API_BODY_LIMIT_BYTES, 1 MB) and its RSS should stay flat.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const base = new URL(args.find((a) => a.startsWith('http')) ?? 'http://localhost:3000');
const COUNT = option('count', 100);
const MB = option('mb', 50);
const CONCURRENCY = option('concurrency', 10);

/** The PID listening on the site's port (ss from iproute2). */
function sitePid(port: string): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** One POST whose body keeps coming until the server answers (or MB megabytes are sent). */
function flood(): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        // The answer is what we came for; stop sending the rest of the body.
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      },
    );
    req.on('error', () => resolve(-1));
    req.on('close', () => resolve(-1));
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < MB && !req.destroyed) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

async function main() {
  const pid = sitePid(base.port || '80');
  const before = rssMb(pid);
  const statuses = new Map<number, number>();
  let next = 0;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        next += 1;
        const status = await flood();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  const after = rssMb(pid);
  console.log(
    `${COUNT} × ${MB} MB bodies (${CONCURRENCY} at a time) to ${base.origin}/api/auth/login in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  answers: ${[...statuses].map(([s, n]) => `${n} × ${s === -1 ? 'connection closed' : s}`).join(', ')}`);
  console.log(`  site RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak, ${after.toFixed(0)} MB after`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
