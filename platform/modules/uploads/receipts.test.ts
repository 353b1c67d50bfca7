import { randomUUID } from 'node:crypto';
import { readyMember } from '../wallet/testing/wallet-fixture';
import { PNG_BYTES, manualClock, operatorCall, testPlatform, uploadedReceipt, type TestPlatform } from '../../test-support';

const clock = manualClock(new Date());
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const bankOf = async (m: Member) =>
  (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
const depositWith = async (m: Member, receiptKey: string) =>
  m.call<{ id: number }>('wallet/deposit', {
    method: 'bank',
    operatorBankId: await bankOf(m),
    amount: '50',
    receiptKey,
    idempotencyKey: randomUUID(),
  });
const fetchLink = (url: string) => platform.app.inject({ method: 'GET', url });

describe('deposit receipts', () => {
  it('must be the member’s own upload: another member’s key and a made-up key are refused', async () => {
    const [owner, thief] = [await readyMember(platform, '0'), await readyMember(platform, '0')];
    const key = await uploadedReceipt(platform, owner.sid);
    expect((await depositWith(thief, key)).body).toMatchObject({ status: false, msg: 'receipt_not_found' });
    expect((await depositWith(thief, `receipts/${thief.profile.id}/2026/11/made-up.png`)).body).toMatchObject({
      status: false,
      msg: 'receipt_not_found',
    });
    expect((await depositWith(owner, key)).body).toMatchObject({ status: true, output: { status: 'pending' } });
  });

  it('must really be a PNG, JPEG or PDF, whatever its name and content type say', async () => {
    const m = await readyMember(platform, '0');
    const html = await uploadedReceipt(platform, m.sid, Buffer.from('<html><script>alert(1)</script></html>'));
    expect((await depositWith(m, html)).body).toMatchObject({ status: false, msg: 'receipt_type_not_allowed' });
    const pdf = await uploadedReceipt(platform, m.sid, Buffer.from('%PDF-1.7\n'));
    expect((await depositWith(m, pdf)).body.status).toBe(true);
  });

  it('can be read only through a short-lived link: the member’s own, and the operator’s', async () => {
    const [owner, other] = [await readyMember(platform, '0'), await readyMember(platform, '0')];
    const key = await uploadedReceipt(platform, owner.sid);
    const id = (await depositWith(owner, key)).body.output!.id;

    const link = await owner.call<{ url: string }>('wallet/receipt-url', { id });
    const res = await fetchLink(link.body.output!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await other.call('wallet/receipt-url', { id })).body).toMatchObject({ status: false, msg: 'receipt_not_found' });

    const pending = await operatorCall<{ items: { id: number; receiptUrl: string | null }[] }>(platform, 'operator/pending', {
      username: owner.username,
    });
    const operatorLink = pending.body.output!.items.find((r) => r.id === id)!.receiptUrl!;
    expect((await fetchLink(operatorLink)).statusCode).toBe(200);

    // Guessing: the key without a signature, a signature for another key, and an expired link.
    expect((await fetchLink(`/s3/_private/${key}`)).statusCode).toBe(403);
    expect((await fetchLink(link.body.output!.url.replace(String(owner.profile.id), String(other.profile.id)))).statusCode).toBe(403);
    clock.advance(301_000);
    expect((await fetchLink(link.body.output!.url)).statusCode).toBe(403);
  });
});
