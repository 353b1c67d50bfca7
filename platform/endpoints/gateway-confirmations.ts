import type { CallbackReply, RawCallback } from './provider-callbacks';

/**
 * Payment gateways' asynchronous confirmations as the HTTP layer hands them on: POST
 * /gateway/{id}/confirm with the exact bytes the gateway signed, answered by whatever
 * platform/app.ts wired in (the wallet's gatewayConfirmationRouter).
 */
export type GatewayConfirmationRouter = {
  /** null: no gateway is registered under that id (the server answers its ordinary 404). */
  answer(gatewayId: string, confirmation: RawCallback): Promise<CallbackReply | null>;
};
