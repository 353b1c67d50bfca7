import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

export type HtmlRewriter = { write(chunk: string): string; end(): string };

type Callback = (error?: Error | null) => void;

/**
 * Passes every HTML body the response sends through a fresh rewriter, chunk by chunk as it
 * streams; other bodies go through untouched. Decides on the first write, when Next has set the
 * Content-Type, and drops a Content-Length the rewrite would make wrong.
 */
export function rewriteHtmlResponses(res: ServerResponse, createRewriter: () => HtmlRewriter): void {
  const write = res.write.bind(res) as (chunk: unknown, encoding?: BufferEncoding, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding, callback?: Callback) => ServerResponse;
  const decoder = new StringDecoder('utf8');
  let rewriter: HtmlRewriter | null | undefined;

  const rewriterFor = (): HtmlRewriter | null => {
    if (rewriter !== undefined) return rewriter;
    const type = String(res.getHeader('content-type') ?? '');
    rewriter = type.startsWith('text/html') ? createRewriter() : null;
    if (rewriter && !res.headersSent) res.removeHeader('content-length');
    return rewriter;
  };
  const text = (chunk: unknown, encoding: BufferEncoding | undefined): string =>
    typeof chunk === 'string' ? decoder.write(Buffer.from(chunk, encoding ?? 'utf8')) : decoder.write(chunk as Buffer);
  /** Node's (chunk, encoding, callback) with the optional parts in any of their places. */
  const parts = (rest: unknown[]): { encoding: BufferEncoding | undefined; callback: Callback | undefined } => ({
    encoding: typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined,
    callback: (typeof rest[0] === 'function' ? rest[0] : rest[1]) as Callback | undefined,
  });

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const active = rewriterFor();
    if (!active) return write(chunk, ...(rest as [BufferEncoding, Callback]));
    const { encoding, callback } = parts(rest);
    return write(active.write(text(chunk, encoding)), 'utf8', callback);
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'function') return end(chunk);
    const active = rewriterFor();
    if (!active) return end(chunk, ...(rest as [BufferEncoding, Callback]));
    const { encoding, callback } = parts(rest);
    const body = (chunk == null ? '' : active.write(text(chunk, encoding))) + active.write(decoder.end()) + active.end();
    return end(body, 'utf8', callback);
  }) as typeof res.end;
}
