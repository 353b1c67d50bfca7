import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { compressibleResponse } from './compression-filter';

/** Whether a response whose headers `write` set would be compressed, and its Content-Type after. */
function filtered(write: (res: ServerResponse) => void) {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  write(res);
  return { compressed: compressibleResponse(req, res), type: res.getHeader('Content-Type') };
}

describe('compressibleResponse', () => {
  it('compresses JSON whose type Next appended (an array of one), and sets that type back as one value', () => {
    expect(filtered((res) => res.appendHeader('Content-Type', 'application/json'))).toEqual({ compressed: true, type: 'application/json' });
  });

  it('compresses text set the usual way', () => {
    expect(filtered((res) => res.setHeader('Content-Type', 'text/html; charset=utf-8')).compressed).toBe(true);
  });

  it('leaves images and answers without a type alone', () => {
    expect(filtered((res) => res.appendHeader('Content-Type', 'image/webp')).compressed).toBe(false);
    expect(filtered(() => undefined).compressed).toBe(false);
  });
});
