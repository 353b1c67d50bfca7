import { describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toast-queue';

describe('toast queue', () => {
  it('holds messages until the toast UI attaches, then shows them in order and later ones at once', () => {
    const queue = createToastQueue<string>();
    queue.push('a');
    queue.push('b');
    const show = vi.fn();
    queue.attach(show);
    queue.push('c');
    expect(show.mock.calls.map(([m]) => m)).toEqual(['a', 'b', 'c']);
  });
});
