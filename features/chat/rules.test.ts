import type { ChatMessage } from '@/lib/contracts/chat';
import { clampToViewport, composerKey, mergeMessages, parsePoint, sendable, startable, widgetVisible } from './rules';

const message = (id: number): ChatMessage => ({
  id,
  senderId: 1,
  senderType: 'member',
  sender: 'm',
  message: `m${id}`,
  sendAt: '2026-11-26T08:00:00Z',
  type: 'message',
  attachmentUrl: null,
});

describe('chat rules', () => {
  it('sends only non-empty trimmed text; a lone line break is empty', () => {
    expect(sendable('\n')).toBe(false);
    expect(sendable('   ')).toBe(false);
    expect(sendable(' hi ')).toBe(true);
    expect(startable(null, 'hi')).toBe(false);
    expect(startable(3, ' \n')).toBe(false);
    expect(startable(3, 'hi')).toBe(true);
  });

  it('reads Enter as send, Shift+Enter as a new line, and leaves an IME’s Enter alone', () => {
    expect(composerKey({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKey({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(composerKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKey({ key: 'a', shiftKey: false })).toBe('type');
  });

  it('shows the widget to members outside production, and in production only for the configured title', () => {
    const base = { loggedIn: true, siteEnv: 'staging', siteTitle: 'Lucky Star', operatorTitle: undefined, envTitle: '' };
    expect(widgetVisible(base)).toBe(true);
    expect(widgetVisible({ ...base, loggedIn: false })).toBe(false);
    const production = { ...base, siteEnv: 'production' };
    expect(widgetVisible(production)).toBe(false);
    expect(widgetVisible({ ...production, envTitle: 'Lucky Star' })).toBe(true);
    expect(widgetVisible({ ...production, envTitle: 'Other' })).toBe(false);
    // The operator's setting wins over the env default.
    expect(widgetVisible({ ...production, envTitle: 'Other', operatorTitle: 'Lucky Star' })).toBe(true);
    expect(widgetVisible({ ...production, envTitle: 'Lucky Star', operatorTitle: 'Other' })).toBe(false);
  });

  it('keeps the button inside the viewport and reads only valid stored positions', () => {
    const size = { width: 56, height: 56 };
    const viewport = { width: 390, height: 844 };
    expect(clampToViewport({ x: -40, y: 2000 }, size, viewport)).toEqual({ x: 8, y: 844 - 56 - 8 });
    expect(clampToViewport({ x: 100, y: 100 }, size, viewport)).toEqual({ x: 100, y: 100 });
    expect(parsePoint('{"x":1,"y":2}')).toEqual({ x: 1, y: 2 });
    expect(parsePoint('{"x":"a"}')).toBeNull();
    expect(parsePoint('nope')).toBeNull();
  });

  it('merges overlapping pages once each, oldest first', () => {
    expect(mergeMessages([message(3), message(4)], [message(1), message(2), message(3)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
