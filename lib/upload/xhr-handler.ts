import { EventEmitter } from 'events';
import type { HttpHandlerOptions, HttpRequest, HttpResponse, RequestHandler } from '@smithy/types';

/** The event lib-storage's Upload listens for on an EventEmitter request handler (its per-part progress). */
export const UPLOAD_PROGRESS_EVENT = 'xhr.upload.progress';

function urlOf(request: HttpRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, one ?? '');
  }
  const search = query.toString().replace(/\+/g, '%20');
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol}//${request.hostname}${port}${request.path}${search ? `?${search}` : ''}`;
}

function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** Headers the browser sets itself and refuses from a script. */
const BROWSER_OWNED = new Set(['host', 'content-length', 'connection', 'expect']);

/**
 * The S3 client's HTTP handler for uploads. The SDK's default (fetch) cannot report bytes sent,
 * so a receipt's bar would jump from 0 to 100 when the part finishes; XMLHttpRequest reports
 * `upload.onprogress`, which this handler emits as lib-storage's `xhr.upload.progress` event so
 * `httpUploadProgress` follows the bytes of each 5 MB part.
 */
export class XhrUploadHandler extends EventEmitter implements RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions> {
  constructor(private readonly timeoutMs: number) {
    super();
  }

  handle(request: HttpRequest, options: HttpHandlerOptions = {}): Promise<{ response: HttpResponse }> {
    return new Promise((resolve, reject) => {
      // The SDK hands the browser's AbortSignal (its own type is a structural subset).
      const abortSignal = options.abortSignal as AbortSignal | undefined;
      if (abortSignal?.aborted) return reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, urlOf(request));
      xhr.responseType = 'blob';
      xhr.timeout = this.timeoutMs;
      for (const [name, value] of Object.entries(request.headers)) {
        if (!BROWSER_OWNED.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => this.emit(UPLOAD_PROGRESS_EVENT, { loaded: event.loaded, total: event.total }, request);
      xhr.onload = () =>
        resolve({
          response: { statusCode: xhr.status, reason: xhr.statusText, headers: headersOf(xhr), body: xhr.response } as HttpResponse,
        });
      xhr.onerror = () => reject(new Error('Network error'));
      xhr.ontimeout = () =>
        reject(Object.assign(new Error(`Request did not complete within ${this.timeoutMs} ms`), { name: 'TimeoutError' }));
      const onAbort = () => xhr.abort();
      abortSignal?.addEventListener?.('abort', onAbort, { once: true });
      xhr.onabort = () => reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
      xhr.onloadend = () => abortSignal?.removeEventListener?.('abort', onAbort);
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : (request.body as XMLHttpRequestBodyInit | null);
      xhr.send(body ?? null);
    });
  }

  /** The SDK's handler-configuration hooks: nothing here is configurable after construction. */
  updateHttpClientConfig(): void {}

  httpHandlerConfigs(): Record<string, never> {
    return {};
  }

  destroy(): void {
    this.removeAllListeners();
  }
}
