import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_MEMBER, okAnswer, renderInApp, stubApi } from '@/tests/render-app';
import { liveBus } from '@/features/realtime';
import ChatWidget from './chat-widget';
import { Composer } from './composer';

const topics = [
  { id: 1, code: 'deposit', topic: 'Deposit' },
  { id: 2, code: 'other', topic: 'Something else' },
];
const openChat = {
  chatId: 9,
  topicId: 1,
  topic: 'Deposit',
  status: 'open',
  offline: false,
  createdAt: '2026-11-26T08:00:00Z',
  agent: 'alice',
};
const message = (id: number, text: string, senderType: 'member' | 'other' = 'member') => ({
  id,
  senderId: 1,
  senderType,
  sender: senderType === 'member' ? 'demomy01' : 'alice',
  message: text,
  sendAt: '2026-11-26T08:00:00Z',
  type: 'message',
  attachmentUrl: null,
});

beforeEach(() => {
  localStorage.clear();
});

describe('the composer', () => {
  it('sends on Enter and clears, makes a new line on Shift+Enter, and never sends empty text', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {});
    renderInApp(<Composer label="Message" onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'Hello');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, 'there');
    expect(box).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(box).toHaveValue('');

    // A lone line break, or spaces, are empty: nothing is sent.
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.keyboard('{Enter}');
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    renderInApp(<Composer label="Message" onSend={() => Promise.reject(new Error('chat_closed'))} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Still there?{Enter}');
    await waitFor(() => expect(box).toHaveValue('Still there?'));
  });
});

describe('the widget', () => {
  it('starts a chat only with a topic and a non-empty message', async () => {
    const user = userEvent.setup();
    let started: unknown = null;
    let current: unknown = { chat: null, unread: 0, agentsOnline: true };
    stubApi({
      'chat/current': () => okAnswer(current)(),
      'chat/topic': okAnswer(topics),
      'chat/start': (body) => {
        started = body;
        current = { chat: openChat, unread: 0, agentsOnline: true };
        return okAnswer({ chatID: 9, messageId: 1, offline: false })();
      },
      'chat/messages': okAnswer({ data: [message(1, 'My deposit is late')] }),
      'chat/seen': okAnswer(),
    });
    renderInApp(<ChatWidget />, { member: TEST_MEMBER });
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    const form = await screen.findByRole('form', { name: 'Start a chat' });
    const start = within(form).getByRole('button', { name: 'Start chat' });
    expect(start).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'My deposit is late');
    expect(start).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Topic' }), 'Deposit');
    await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), '  ');
    expect(start).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'My deposit is late');
    await user.click(start);
    expect(started).toEqual({ topic: 1, message: 'My deposit is late' });
    expect(await screen.findByRole('form', { name: 'Write a message' })).toBeInTheDocument();
    expect(screen.getByText('Chatting with alice')).toBeInTheDocument();
  });

  it('asks before ending the chat, then forgets it and shows the topic form again', async () => {
    const user = userEvent.setup();
    let current: unknown = { chat: openChat, unread: 0, agentsOnline: true };
    const closeCalls: unknown[] = [];
    stubApi({
      'chat/current': () => okAnswer(current)(),
      'chat/topic': okAnswer(topics),
      'chat/messages': okAnswer({ data: [message(1, 'Hi'), message(2, 'Hello, how can I help?', 'other')] }),
      'chat/seen': okAnswer(),
      'chat/close': (body) => {
        closeCalls.push(body);
        current = { chat: null, unread: 0, agentsOnline: true };
        return okAnswer()();
      },
    });
    renderInApp(<ChatWidget />, { member: TEST_MEMBER });
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    const confirm = screen.getByRole('alertdialog', { name: 'End chat' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep chatting' }));
    expect(closeCalls).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'End chat' })).getByRole('button', { name: 'End chat' }));
    expect(closeCalls).toEqual([{ chatId: 9 }]);
    const form = await screen.findByRole('form', { name: 'Start a chat' });
    expect(within(form).getByRole('combobox', { name: 'Topic' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the server’s unread count on the closed button, and closes the panel on a close-chat-room push', async () => {
    const user = userEvent.setup();
    let current: unknown = { chat: openChat, unread: 3, agentsOnline: true };
    stubApi({
      'chat/current': () => okAnswer(current)(),
      'chat/topic': okAnswer(topics),
      'chat/messages': okAnswer({ data: [message(1, 'Hi')] }),
      'chat/seen': () => {
        current = { chat: openChat, unread: 0, agentsOnline: true };
        return okAnswer()();
      },
    });
    renderInApp(<ChatWidget />, { member: TEST_MEMBER });
    const button = await screen.findByRole('button', { name: 'Live chat, 3 unread' });
    expect(within(button).getByTestId('chat-unread')).toHaveTextContent('3');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Live chat' })).toBeInTheDocument();
    current = { chat: null, unread: 0, agentsOnline: true };
    act(() => liveBus.emitEvent('close-chat-room', { chatId: 9 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Live chat' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByText('Support ended the chat.')).toBeInTheDocument();
  });

  it('says when nobody is at the desk: the first message becomes an offline message', async () => {
    const user = userEvent.setup();
    stubApi({
      'chat/current': okAnswer({ chat: null, unread: 0, agentsOnline: false }),
      'chat/topic': okAnswer(topics),
    });
    renderInApp(<ChatWidget />, { member: TEST_MEMBER });
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByText(/No agent is online right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave a message' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, stays inside the viewport and remembers where', async () => {
    const user = userEvent.setup();
    stubApi({ 'chat/current': okAnswer({ chat: null, unread: 0, agentsOnline: true }), 'chat/topic': okAnswer(topics) });
    renderInApp(<ChatWidget />, { member: TEST_MEMBER });
    const button = await screen.findByRole('button', { name: 'Live chat' });
    button.focus();
    const left = parseFloat(button.style.left);
    await user.keyboard('{ArrowRight}');
    expect(parseFloat(button.style.left)).toBe(left + 16);
    expect(JSON.parse(localStorage.getItem('chat-button-position')!)).toMatchObject({ x: left + 16 });
    await user.keyboard('{ArrowLeft}'.repeat(5));
    expect(parseFloat(button.style.left)).toBe(8);
    await user.keyboard('{ArrowRight}'.repeat(Math.ceil(window.innerWidth / 16) + 1));
    expect(parseFloat(button.style.left)).toBe(window.innerWidth - 56 - 8);
  });
});
