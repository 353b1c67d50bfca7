import type { TestPlatform } from '../../../test-support';
import { SIGNATURE_HEADER, signBody } from '../protocol/signature';
import { WALLET_CALLBACK_PREFIX, type WalletAction, type WalletAnswer } from '../protocol/wallet-messages';

/** A wallet callback as the provider sends it: the raw JSON body signed with PROVIDER_SECRET. */
export async function signedCallback(
  platform: TestPlatform,
  action: WalletAction | string,
  body: unknown,
  secret = platform.env.provider.secret,
) {
  const raw = JSON.stringify(body);
  const response = await platform.app.inject({
    method: 'POST',
    url: `${WALLET_CALLBACK_PREFIX}/${action}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
    payload: raw,
  });
  return { statusCode: response.statusCode, body: response.json<WalletAnswer>() };
}
