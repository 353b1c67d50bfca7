import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SOCKET_ID, channelKind } from './protocol';
import { bodyMd5, requestSignature, safeEqual } from './signatures';

/** One event to publish, as the HTTP API carries it. */
export type RealtimeEvent = { channels: string[]; name: string; data: string; socketId?: string | undefined };

export type EventsApiOptions = {
  app: { appId: string; key: string; secret: string };
  timestampWindowSeconds: number;
  maxEventBytes: number;
  maxChannelsPerEvent: number;
  /** Seconds since the epoch; tests move it. */
  nowSeconds?: () => number;
  publish(events: RealtimeEvent[]): void;
};

const MAX_BATCH = 10;
const name = z.string().min(1).max(200);
const socketId = z.string().regex(SOCKET_ID).optional();
const eventBody = z.object({
  name,
  data: z.string(),
  channels: z.array(z.string()).optional(),
  channel: z.string().optional(),
  socket_id: socketId,
});
const batchBody = z.object({
  batch: z.array(z.object({ channel: z.string(), name, data: z.string(), socket_id: socketId })).min(1),
});

class ApiRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The Pusher HTTP API's publishing half, `POST /apps/{id}/events` and `/batch_events`, so the
 * platform (or anything else holding the secret) publishes with the official `pusher` SDK. A
 * request must carry this app's key, a timestamp inside the window, the body's MD5 and the
 * HMAC-SHA256 signature; an event's data above the size cap, or more channels than allowed, is 413.
 */
export function registerEventsApi(app: FastifyInstance, options: EventsApiOptions): void {
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const bodyLimit = (options.maxEventBytes + 4096) * MAX_BATCH;

  void app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body as the text that arrived.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

    const handle = (batch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const params = request.params as { appId: string };
        const body = typeof request.body === 'string' ? request.body : '';
        verify(request, params.appId, body, now());
        const events = batch ? batchEvents(parseJson(body)) : [singleEvent(parseJson(body))];
        options.publish(events);
        return reply.code(200).send(batch ? { batch: events.map(() => ({})) } : {});
      } catch (error) {
        if (!(error instanceof ApiRefusal)) throw error;
        return reply.code(error.statusCode).send({ status: false, code: error.statusCode, msg: error.message });
      }
    };
    scope.post('/apps/:appId/events', { bodyLimit }, handle(false));
    scope.post('/apps/:appId/batch_events', { bodyLimit }, handle(true));
  });

  function verify(request: FastifyRequest, appId: string, body: string, nowSeconds: number): void {
    if (appId !== options.app.appId) throw new ApiRefusal(404, 'Unknown app id');
    const query = request.query as Record<string, string>;
    if (query.auth_key !== options.app.key) throw new ApiRefusal(401, 'Unknown auth_key');
    if (query.auth_version !== '1.0') throw new ApiRefusal(401, 'auth_version must be 1.0');
    const timestamp = Number(query.auth_timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > options.timestampWindowSeconds) {
      throw new ApiRefusal(401, `auth_timestamp is outside the ${options.timestampWindowSeconds} s window: check the clock`);
    }
    if (body !== '' && query.body_md5 !== bodyMd5(body)) throw new ApiRefusal(401, 'body_md5 does not match the body');
    const path = request.url.split('?')[0]!;
    const expected = requestSignature(options.app.secret, request.method, path, query);
    if (typeof query.auth_signature !== 'string' || !safeEqual(query.auth_signature, expected)) {
      throw new ApiRefusal(401, 'Invalid signature: sign with this app’s secret');
    }
  }

  function singleEvent(value: unknown): RealtimeEvent {
    const parsed = eventBody.safeParse(value);
    if (!parsed.success) throw new ApiRefusal(400, 'Expected {name, data, channels | channel, socket_id?}');
    const { name, data, channels, channel, socket_id } = parsed.data;
    return checked({ channels: channels ?? (channel ? [channel] : []), name, data, socketId: socket_id });
  }

  function batchEvents(value: unknown): RealtimeEvent[] {
    const parsed = batchBody.safeParse(value);
    if (!parsed.success) throw new ApiRefusal(400, 'Expected {batch: [{channel, name, data}]}');
    if (parsed.data.batch.length > MAX_BATCH) throw new ApiRefusal(413, `At most ${MAX_BATCH} events per batch`);
    return parsed.data.batch.map((e) => checked({ channels: [e.channel], name: e.name, data: e.data, socketId: e.socket_id }));
  }

  function checked(event: RealtimeEvent): RealtimeEvent {
    if (event.channels.length === 0) throw new ApiRefusal(400, 'An event needs at least one channel');
    if (event.channels.length > options.maxChannelsPerEvent) {
      throw new ApiRefusal(413, `At most ${options.maxChannelsPerEvent} channels per event`);
    }
    const bad = event.channels.find((channel) => channelKind(channel) === null);
    if (bad !== undefined) throw new ApiRefusal(400, `Invalid channel name: ${bad.slice(0, 200)}`);
    if (Buffer.byteLength(event.data, 'utf8') > options.maxEventBytes) {
      throw new ApiRefusal(413, `Event data is larger than ${options.maxEventBytes} bytes`);
    }
    return event;
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiRefusal(400, 'The body is not JSON');
  }
}
