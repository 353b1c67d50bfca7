import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '@/tests/render-app';
import { PreviewMode } from './preview-mode';
import { usePreviewStore } from './preview-store';

/**
 * The preview listener in a page framed by a parent window (a stand-in object: the test DOM loads
 * no frames): who may talk to it, what a bad key does, and where the CSS goes.
 */
const CONSOLE = 'https://console.operator.test';
let parent: Window;
let toParent: ReturnType<typeof vi.fn>;

beforeEach(() => {
  toParent = vi.fn();
  parent = { postMessage: toParent } as unknown as Window;
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  window.history.replaceState(null, '', '/en-my/promotions/5?preview=true');
  usePreviewStore.setState({ key: null });
  document.getElementById('preview-css')?.remove();
  stubApi({
    preview: (body) =>
      (body as { key: string }).key === 'good.key'
        ? { body: { status: true, msg: 'success', output: { expiresAt: '2026-11-26T10:10:00Z' } } }
        : { status: 403, body: { status: false, msg: 'message-key-not-match' } },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  vi.restoreAllMocks();
});

/** Renders the page's preview mode and waits for its listener (a chunk of its own) to say it is ready. */
async function renderPreview(consoleOrigins: string[]) {
  renderInApp(<PreviewMode consoleOrigins={consoleOrigins} />);
  await waitFor(() => expect(toParent).toHaveBeenCalledWith({ type: 'preview-ready' }, window.location.origin));
}

const post = (data: unknown, origin: string, source: Window = parent) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('preview mode', () => {
  it('tells the parent it is ready, on the site origin and each console origin', async () => {
    await renderPreview([CONSOLE]);
    expect(toParent).toHaveBeenCalledWith({ type: 'preview-ready' }, CONSOLE);
  });

  it('applies the CSS in one style element and keeps the key once the platform accepts it', async () => {
    await renderPreview([CONSOLE]);
    post({ key: 'good.key', css: 'h1 { color: red; }</style><script>x()</script>' }, CONSOLE);
    await waitFor(() => expect(usePreviewStore.getState().key).toBe('good.key'));
    post({ key: 'good.key', css: 'h2 { color: blue; }' }, window.location.origin);
    await waitFor(() => expect(document.getElementById('preview-css')?.textContent).toBe('h2 { color: blue; }'));
    expect(document.querySelectorAll('style#preview-css')).toHaveLength(1);
    expect(toParent).toHaveBeenCalledWith({ type: 'preview-applied' }, CONSOLE);
  });

  it('logs message-key-not-match for a wrong key and applies nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPreview([]);
    post({ key: 'wrong.key', css: 'h1 { color: red; }' }, window.location.origin);
    await waitFor(() => expect(error).toHaveBeenCalledWith('message-key-not-match'));
    expect(document.getElementById('preview-css')).toBeNull();
    expect(usePreviewStore.getState().key).toBeNull();
  });

  it('ignores another origin and any window but its parent, without asking the platform', async () => {
    const fetchMock = stubApi({});
    await renderPreview([CONSOLE]);
    post({ key: 'good.key', css: 'h1 { color: red; }' }, 'https://evil.test');
    post({ key: 'good.key', css: 'h1 { color: red; }' }, CONSOLE, window);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/preview');
    expect(document.getElementById('preview-css')).toBeNull();
  });

  it('does nothing outside a preview URL', async () => {
    window.history.replaceState(null, '', '/en-my/promotions/5');
    renderInApp(<PreviewMode consoleOrigins={[CONSOLE]} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toParent).not.toHaveBeenCalled();
  });
});
