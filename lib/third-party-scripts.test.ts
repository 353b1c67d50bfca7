// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TRANSLATION_TOOL_VERSION, injectScript, safeScriptUrl, translationToolUrl } from './third-party-scripts';

describe('safeScriptUrl', () => {
  it('takes https URLs', () => {
    expect(safeScriptUrl('https://chat.vendor.example/widget.js?id=7', true)?.origin).toBe('https://chat.vendor.example');
  });

  it('takes http only on this machine and never in production', () => {
    expect(safeScriptUrl('http://127.0.0.1:5000/chat.js', false)?.href).toBe('http://127.0.0.1:5000/chat.js');
    expect(safeScriptUrl('http://localhost:5000/chat.js', false)).not.toBeNull();
    expect(safeScriptUrl('http://127.0.0.1:5000/chat.js', true)).toBeNull();
    expect(safeScriptUrl('http://chat.vendor.example/widget.js', false)).toBeNull();
  });

  it('refuses code, other schemes and credentials', () => {
    for (const value of [
      '',
      null,
      '<script>alert(1)</script>',
      'alert(1)',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//chat.vendor.example/widget.js',
      'https://user:pass@chat.vendor.example/widget.js',
    ]) {
      expect(safeScriptUrl(value, false)).toBeNull();
    }
  });
});

describe('translationToolUrl', () => {
  it('puts the pinned version into the template', () => {
    expect(TRANSLATION_TOOL_VERSION).toBe('5.32.0');
    expect(translationToolUrl('https://cdn.example/tool@{version}/in-context.js', true)?.href).toBe(
      'https://cdn.example/tool@5.32.0/in-context.js',
    );
    expect(translationToolUrl('', false)).toBeNull();
  });
});

describe('injectScript', () => {
  it('appends one async script per id with its data attributes', () => {
    const first = injectScript(document, 'tool', 'https://cdn.example/a.js', { userId: '7' });
    const again = injectScript(document, 'tool', 'https://cdn.example/a.js');
    expect(again).toBe(first);
    expect(document.querySelectorAll('script#tool')).toHaveLength(1);
    expect(first.async).toBe(true);
    expect(first.getAttribute('data-user-id')).toBe('7');
    first.remove();
  });
});
