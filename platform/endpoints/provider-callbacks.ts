/**
 * The seamless-wallet callbacks as the HTTP layer hands them on: POST
 * /provider/{integration}/wallet/{action}, answered by whatever platform/app.ts wired in. The
 * caller is a game provider, not a browser, and the provider's wire format rules, not the envelope.
 */

/** A callback as it arrived: the exact bytes (signatures cover them) and the headers. */
export type RawCallback = { body: Buffer; headers: Readonly<Record<string, string | string[] | undefined>> };

/** What goes back to the provider, in its own format. */
export type CallbackReply = { statusCode: number; body: unknown };

export type WalletCallbackRouter = {
  /** null: no provider is registered under that id (the server answers its ordinary 404). */
  answer(integration: string, action: string, callback: RawCallback): Promise<CallbackReply | null>;
};
