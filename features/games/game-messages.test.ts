import { describe, expect, it } from 'vitest';
import { allowedGameOrigin, isGameBalanceMessage, type GameFrame } from './game-messages';

const gameWindow = { name: 'game' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const frame: GameFrame = { origin: 'http://127.0.0.1:4001', window: gameWindow, allowedOrigins: ['http://127.0.0.1:4001'] };
const balance = { type: 'balance', balance: '10.00' };

describe('game messages', () => {
  it('accepts a balance message from the launched frame on its configured origin', () => {
    expect(isGameBalanceMessage({ origin: 'http://127.0.0.1:4001', source: gameWindow, data: balance }, frame)).toBe(true);
  });

  it('ignores messages from any other origin, even from the game’s window', () => {
    for (const origin of ['https://evil.test', 'http://127.0.0.1:4002', 'null', 'http://localhost:4001']) {
      expect(isGameBalanceMessage({ origin, source: gameWindow, data: balance }, frame)).toBe(false);
    }
  });

  it('ignores the launched origin when it is not a configured game origin', () => {
    expect(
      isGameBalanceMessage({ origin: 'https://evil.test', source: gameWindow, data: balance }, { ...frame, origin: 'https://evil.test' }),
    ).toBe(false);
  });

  it('ignores another window on the same origin, and messages before the frame exists', () => {
    expect(isGameBalanceMessage({ origin: frame.origin, source: otherWindow, data: balance }, frame)).toBe(false);
    expect(isGameBalanceMessage({ origin: frame.origin, source: null, data: balance }, { ...frame, window: null })).toBe(false);
  });

  it('ignores messages that are not balance updates', () => {
    for (const data of [null, 'balance', { type: 'other' }, {}]) {
      expect(isGameBalanceMessage({ origin: frame.origin, source: gameWindow, data }, frame)).toBe(false);
    }
  });

  it('frames only launch URLs on a configured game origin', () => {
    expect(allowedGameOrigin('http://127.0.0.1:4001/play?token=t', frame.allowedOrigins)).toBe('http://127.0.0.1:4001');
    expect(allowedGameOrigin('https://evil.test/play', frame.allowedOrigins)).toBeNull();
    expect(allowedGameOrigin('not a url', frame.allowedOrigins)).toBeNull();
    expect(allowedGameOrigin('http://127.0.0.1:4001/play', [])).toBeNull();
  });
});
