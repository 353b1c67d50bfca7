/**
 * What a page's main thread did between two of its user-timing marks, read from a Chromium trace
 * (`browser.startTracing(page, { categories: TRACE_CATEGORIES })`): how long it was busy, its tasks
 * of 20 ms or more with the scripts they ran, and the timers set in between (React holds a Suspense
 * retry's reveal with a timer until 300 ms after the page last showed a fallback: a timer of up to
 * 300 ms set by React's chunk is that throttle).
 */

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; timeout?: number; stackTrace?: { url: string }[] } };
};

const ms = (microseconds: number) => Math.round(microseconds / 1000);
const file = (url: string | undefined) => (url ?? '').replace(/.*\//, '') || 'inline';

/** One line per finding, times in ms from the `from` mark. */
export function mainThreadBetween(trace: Buffer, from: string, to: string): string[] {
  const parsed = JSON.parse(trace.toString()) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const start = events.find((e) => e.name === from);
  const end = events.find((e) => e.name === to);
  if (!start || !end) return [`marks ${from} / ${to} not in the trace`];
  const main = events.find((e) => e.name === 'thread_name' && e.pid === start.pid && e.args?.name === 'CrRendererMain')?.tid;
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === main);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start.ts && e.ts < end.ts);
  const busy = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const lines = [`busy ${ms(busy)} of ${ms(end.ts - start.ts)} ms`];
  for (const task of tasks.filter((t) => (t.dur ?? 0) >= 20_000)) {
    const scripts = onMain
      .filter(
        (e) =>
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur! &&
          (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
          (e.dur ?? 0) >= 5000,
      )
      .map((e) => `${e.name === 'EvaluateScript' ? 'load' : 'run'} ${file(e.args?.data?.url)} ${ms(e.dur!)}`);
    lines.push(`task at ${ms(task.ts - start.ts)} ms, ${ms(task.dur!)} ms: ${scripts.slice(0, 3).join(', ')}`);
  }
  for (const timer of onMain.filter((e) => e.name === 'TimerInstall' && e.ts >= start.ts && e.ts < end.ts)) {
    const timeout = timer.args?.data?.timeout ?? 0;
    if (timeout < 10 || timeout > 300) continue;
    lines.push(`timer at ${ms(timer.ts - start.ts)} ms for ${timeout} ms, set by ${file(timer.args?.data?.stackTrace?.[0]?.url)}`);
  }
  return lines;
}
