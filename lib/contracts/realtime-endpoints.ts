import { z } from 'zod';

/** realtime/auth: pusher-js asks the platform to sign one channel for its socket. */
export const realtimeAuthInput = z
  .object({
    socketId: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'error_format'),
    channelName: z.string().min(1).max(164),
  })
  .strict();

export const realtimeAuthOutput = z.object({ auth: z.string() });

export const realtimeConfigOutput = z.object({
  key: z.string(),
  cluster: z.string(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  tls: z.boolean().nullable(),
  path: z.string(),
  channel: z.string(),
});
