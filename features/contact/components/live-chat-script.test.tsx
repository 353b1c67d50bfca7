import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_MEMBER, okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { LiveChatScript } from './live-chat-script';

afterEach(() => {
  document.getElementById('live-chat-script')?.remove();
  delete window.LiveChatSession;
});

describe('LiveChatScript', () => {
  it('loads the vendor script once, after the page is interactive, with the member as a session variable', async () => {
    stubApi({ 'common/status-list': okAnswer([]) });
    renderInApp(<LiveChatScript src="https://chat.vendor.test/widget.js" />, { member: TEST_MEMBER });
    expect(window.LiveChatSession).toEqual({ userId: String(TEST_MEMBER.id), language: 'en-my' });
    await waitFor(() => expect(document.getElementById('live-chat-script')).not.toBeNull());
    const script = document.getElementById('live-chat-script') as HTMLScriptElement;
    expect(script.src).toBe('https://chat.vendor.test/widget.js');
    expect(script.async).toBe(true);
    expect(script.dataset.userId).toBe(String(TEST_MEMBER.id));
  });

  it('tells the vendor when the member changes', async () => {
    stubApi({ 'common/status-list': okAnswer([]) });
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('livechat:session', listener);
    try {
      renderInApp(<LiveChatScript src="https://chat.vendor.test/widget.js" />);
      await act(async () => {});
      expect(window.LiveChatSession).toEqual({ userId: null, language: 'en-my' });
      expect(seen).toContainEqual({ userId: null, language: 'en-my' });
    } finally {
      window.removeEventListener('livechat:session', listener);
    }
  });
});
