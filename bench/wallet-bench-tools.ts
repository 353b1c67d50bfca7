/**
 * The yardsticks bench/wallet-callbacks.ts sets the wallet's figures against: pgbench on the same
 * PostgreSQL (its own throw-away database), pg_stat_statements' top statements, and the platform
 * process's CPU profile of the load window only.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pgbench on PATH or in Debian's PostgreSQL directories, or null. */
export function findPgbench(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'pgbench'))) return join(dir, 'pgbench');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (existsSync(join(debian, version, 'bin/pgbench'))) return join(debian, version, 'bin/pgbench');
  return null;
}

export type PgbenchFigures = { tpcb: number; simpleUpdate: number; tpcbLatencyMs: number };

/**
 * TPC-B-like and simple-update (-N) at scale 10, 50 clients, 2 threads, `seconds` each, in a
 * database of its own that is dropped afterwards: the database's own ceiling on this machine now.
 */
export async function runPgbench(binary: string, adminUrl: string, seconds = 15): Promise<PgbenchFigures> {
  const name = `bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
    const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
    await run(binary, [...args, '-i', '-s', '10', '-q', name], { env });
    const once = async (extra: string[]) => {
      const { stdout } = await run(binary, [...args, '-c', '50', '-j', '2', '-T', String(seconds), ...extra, name], { env });
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
      const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
      return { tps, latency };
    };
    const tpcb = await once([]);
    const simple = await once(['-N']);
    return { tpcb: tpcb.tps, simpleUpdate: simple.tps, tpcbLatencyMs: tpcb.latency };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** pg_stat_statements in the bench's database, if the server preloads it; reset before the load. */
export async function statementStats(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let available = true;
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    available = false;
  }
  return {
    available,
    /** The top statements of this database by total execution time, calls per request alongside. */
    async top(requests: number, limit = 8): Promise<string[]> {
      if (!available) {
        await client.end();
        return [];
      }
      const { rows } = await client.query<{ calls: string; total: number; mean: number; query: string }>(
        `select calls::text, total_exec_time as total, mean_exec_time as mean, query from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat%'
         order by total_exec_time desc limit $1`,
        [limit],
      );
      await client.end();
      return rows.map(
        (r) =>
          `${(Number(r.calls) / Math.max(requests, 1)).toFixed(2).padStart(5)} per req  ${r.mean.toFixed(2).padStart(6)} ms mean  ${r.total.toFixed(0).padStart(7)} ms total  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    },
  };
}

/** A CPU profile of this process from now until stop(): written to `file`, the top self-time items answered. */
export async function profileThisProcess(file: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(limit = 12): Promise<string[]> {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
      return topSelfTime(profile as CpuProfile, limit);
    },
  };
}

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/** Self time per function (and per package for node_modules), idle excluded, as percentages of busy time. */
export function topSelfTime(profile: CpuProfile, limit: number): string[] {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const time = byNode.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || time === 0) continue;
    busy += time;
    const where = url.includes('node_modules/') ? url.replace(/.*node_modules\//, '') : url.replace(/.*\/(platform|bench|lib)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, time]) => `${((time / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
