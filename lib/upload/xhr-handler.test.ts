import type { HttpRequest } from '@smithy/types';
import { UPLOAD_PROGRESS_EVENT, XhrUploadHandler } from './xhr-handler';

/** A stand-in XMLHttpRequest that records what it was asked and lets the test drive its events. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown;
  status = 200;
  statusText = 'OK';
  response: unknown = new Blob([]);
  responseType = '';
  timeout = 0;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  getAllResponseHeaders() {
    return 'ETag: "abc"\r\nContent-Type: application/xml\r\n';
  }
  abort() {
    this.onabort?.();
  }
}

const request = (): HttpRequest => ({
  method: 'PUT',
  protocol: 'https:',
  hostname: 'casino.example',
  path: '/s3/bucket/receipts/a.jpg',
  query: { partNumber: '2', uploadId: 'u 1' },
  headers: { 'content-type': 'image/jpeg', 'content-length': '5', host: 'casino.example', authorization: 'AWS4 x' },
  body: new Uint8Array(5),
});

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

it('sends the signed request and emits lib-storage’s progress event for each chunk of bytes', async () => {
  const handler = new XhrUploadHandler(1_200_000);
  const progress = vi.fn();
  handler.on(UPLOAD_PROGRESS_EVENT, progress);
  const req = request();
  const pending = handler.handle(req);
  const xhr = FakeXhr.last;
  expect(xhr.opened).toEqual(['PUT', 'https://casino.example/s3/bucket/receipts/a.jpg?partNumber=2&uploadId=u%201']);
  expect(xhr.headers).toEqual({ 'content-type': 'image/jpeg', authorization: 'AWS4 x' });
  expect(xhr.timeout).toBe(1_200_000);
  xhr.upload.onprogress?.({ loaded: 2, total: 5 });
  xhr.upload.onprogress?.({ loaded: 5, total: 5 });
  xhr.onload?.();
  const { response } = await pending;
  expect(progress.mock.calls).toEqual([
    [{ loaded: 2, total: 5 }, req],
    [{ loaded: 5, total: 5 }, req],
  ]);
  expect(response.statusCode).toBe(200);
  expect(response.headers).toEqual({ etag: '"abc"', 'content-type': 'application/xml' });
});

it('rejects on a network error and on abort', async () => {
  const handler = new XhrUploadHandler(1000);
  const failed = handler.handle(request());
  FakeXhr.last.onerror?.();
  await expect(failed).rejects.toThrow('Network error');

  const controller = new AbortController();
  const aborted = handler.handle(request(), { abortSignal: controller.signal });
  controller.abort();
  await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
});
