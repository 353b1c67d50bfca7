import { and, desc, eq, like } from 'drizzle-orm';
import type { OperatorDocument, VerificationState } from '@/lib/contracts/verification';
import { auditLog } from '../../db/schema-staff';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { readyMember, withdrawBody, type WalletRequest } from '../wallet/testing/wallet-fixture';
import { sampleImage, samplePdf, uploadedDocument } from './testing/documents';

let platform: TestPlatform;
const clock = manualClock(new Date('2026-05-01T08:00:00Z'));
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const as = (m: Member) => ({
  call: <T = unknown>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid }),
});

async function submit(m: Member, kind: 'identity' | 'address', bytes: Buffer, filetype: string) {
  const key = await uploadedDocument(platform, m.sid, bytes, filetype, `${kind}.${filetype.split('/')[1]}`);
  return { key, res: await as(m).call<VerificationState>('verification/submit', { kind, key }) };
}

const decide = (id: number, decision: 'approve' | 'reject' | 'resubmit', reason = '') =>
  operatorCall<OperatorDocument>(platform, 'operator/verification-decide', { id, decision, reason });

async function pendingIdOf(m: Member, kind: 'identity' | 'address'): Promise<number> {
  const state = await as(m).call<VerificationState>('verification/status');
  return state.body.output!.documents.find((d) => d.kind === kind && d.status === 'pending')!.id;
}

describe('what a member may upload as a document', () => {
  it('refuses a wrong content type before any credential is issued', async () => {
    const m = await registerMember(platform);
    const token = (filetype: string, folder = 'documents', bucket = 1) =>
      as(m).call('common/sts-token', { filename: 'passport', filetype, folder, bucket });
    for (const type of ['text/html', 'image/svg+xml', 'image/gif', 'application/octet-stream'])
      expect((await token(type)).body).toMatchObject({ status: false, msg: 'error_accept' });
    // Documents never go to the public bucket; WebP is for documents only.
    expect((await token('image/png', 'documents', 2)).body).toMatchObject({ status: false, msg: 'error_bucket' });
    expect((await token('image/webp', 'receipts')).body).toMatchObject({ status: false, msg: 'error_accept' });
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) expect((await token(type)).body.status).toBe(true);
  });

  it('refuses a forged image and a PDF that is not one, and keeps the member unverified', async () => {
    const m = await registerMember(platform);
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await submit(m, 'identity', forged, 'image/jpeg')).res.body).toMatchObject({ status: false, msg: 'document_unreadable' });
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await submit(m, 'identity', html, 'image/png')).res.body).toMatchObject({ status: false, msg: 'document_not_accepted' });
    const renamed = await sampleImage('png');
    expect((await submit(m, 'identity', renamed, 'application/pdf')).res.body).toMatchObject({
      status: false,
      msg: 'document_not_accepted',
    });
    const scripted = samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    expect((await submit(m, 'address', scripted, 'application/pdf')).res.body).toMatchObject({
      status: false,
      msg: 'document_not_accepted',
    });
    const state = await as(m).call<VerificationState>('verification/status');
    expect(state.body.output).toMatchObject({ status: 'unverified', documents: [] });
  });

  it('accepts only keys the member’s own credential wrote in the documents folder', async () => {
    const m = await registerMember(platform);
    const other = await registerMember(platform);
    const theirs = await uploadedDocument(platform, other.sid, await sampleImage('jpeg'), 'image/jpeg');
    const attempts = [
      theirs,
      theirs.replace(`documents/${other.profile.id}/`, `documents/${m.profile.id}/`),
      `documents/${m.profile.id}/../${other.profile.id}/x.jpg`,
      `documents/${m.profile.id}/2026/05/made-up.jpg`,
      `receipts/${m.profile.id}/2026/05/x.png`,
    ];
    for (const key of attempts)
      expect((await as(m).call('verification/submit', { kind: 'identity', key })).body).toMatchObject({
        status: false,
        msg: 'document_not_found',
      });
    // A credential issued but never written is no document either.
    const issued = await as(m).call<{ body: { key: string } }>('common/sts-token', {
      filename: 'id.jpg',
      filetype: 'image/jpeg',
      folder: 'documents',
      bucket: 1,
    });
    expect((await as(m).call('verification/submit', { kind: 'identity', key: issued.body.output!.body.key })).body).toMatchObject({
      msg: 'document_not_found',
    });
  });
});

describe('the private bucket', () => {
  it('never serves a document publicly; the operator’s short-lived link does, to the minute', async () => {
    const m = await registerMember(platform);
    const bytes = await sampleImage('png');
    const { key, res } = await submit(m, 'identity', bytes, 'image/png');
    expect(res.body.status).toBe(true);
    const bucket = platform.storage.privateBucket;
    expect(await platform.storage.exists(platform.storage.publicBucket, key)).toBe(false);

    // The gateway only takes writes of a credential's own object: a plain read of the key is refused.
    const plain = await platform.app.inject({ method: 'GET', url: `/s3/${bucket}/${key}` });
    expect(plain.statusCode).toBe(403);
    expect(plain.body).not.toContain('IHDR');
    // A made-up or tampered private link is refused too.
    const unsigned = await platform.app.inject({ method: 'GET', url: `/s3/_private/${key}?expires=9999999999&signature=x` });
    expect(unsigned.statusCode).toBe(403);
    // A member cannot ask for an operator's link.
    const id = await pendingIdOf(m, 'identity');
    expect((await as(m).call('operator/verification-document', { id })).statusCode).toBe(401);

    const link = await operatorCall<{ url: string; contentType: string }>(platform, 'operator/verification-document', { id });
    expect(link.body.output!.contentType).toBe('image/png');
    const served = await platform.app.inject({ method: 'GET', url: link.body.output!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const forged = link.body.output!.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await platform.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    clock.advance(61_000);
    expect((await platform.app.inject({ method: 'GET', url: link.body.output!.url })).statusCode).toBe(403);
  });
});

describe('status transitions', () => {
  it('unverified → pending → (rejected, another asked) → verified, each decision once, told in the inbox', async () => {
    const m = await registerMember(platform);
    const status = async () => (await as(m).call<VerificationState>('verification/status')).body.output!;
    expect(await status()).toMatchObject({ status: 'unverified', threshold: '' });

    expect((await submit(m, 'identity', await sampleImage('jpeg'), 'image/jpeg')).res.body.output).toMatchObject({
      status: 'pending',
      kinds: [
        { kind: 'identity', state: 'pending' },
        { kind: 'address', state: 'missing' },
      ],
    });
    // One document per kind waits at a time.
    expect((await submit(m, 'identity', await sampleImage('png'), 'image/png')).res.body).toMatchObject({
      msg: 'document_already_pending',
    });
    const identity = await pendingIdOf(m, 'identity');
    expect((await decide(identity, 'reject')).body).toMatchObject({ status: false, msg: 'reason: error_required' });
    expect((await decide(identity, 'approve')).body.output).toMatchObject({ status: 'approved', memberStatus: 'unverified' });
    expect((await decide(identity, 'reject', 'too late')).body).toMatchObject({ status: false, msg: 'document_not_pending' });
    expect((await submit(m, 'identity', await sampleImage('png'), 'image/png')).res.body).toMatchObject({
      msg: 'document_already_approved',
    });

    await submit(m, 'address', samplePdf(), 'application/pdf');
    expect((await status()).status).toBe('pending');
    const rejected = await decide(await pendingIdOf(m, 'address'), 'reject', 'The name does not match the account');
    expect(rejected.body.output).toMatchObject({ status: 'rejected', memberStatus: 'rejected' });
    expect(await status()).toMatchObject({ status: 'rejected', reason: 'The name does not match the account' });

    await submit(m, 'address', await sampleImage('webp'), 'image/webp');
    expect((await status()).status).toBe('pending');
    await decide(await pendingIdOf(m, 'address'), 'resubmit', 'Older than three months');
    expect((await status()).kinds[1]).toEqual({ kind: 'address', state: 'resubmit', reason: 'Older than three months' });
    expect((await status()).status).toBe('unverified');

    await submit(m, 'address', samplePdf(), 'application/pdf');
    expect((await decide(await pendingIdOf(m, 'address'), 'approve')).body.output).toMatchObject({ memberStatus: 'verified' });
    expect(await status()).toMatchObject({ status: 'verified', reason: '' });
    expect((await submit(m, 'address', samplePdf(), 'application/pdf')).res.body).toMatchObject({
      msg: 'verification_already_verified',
    });

    // Each decision left a message in the member's inbox, in their language.
    const inbox = await as(m).call<{ items: { title: string; body: string }[] }>('member/message-list', { memberLanguage: 'en' });
    const bodies = inbox.body.output!.items.map((message) => message.body).join('\n');
    expect(inbox.body.output!.items).toHaveLength(4);
    expect(inbox.body.output!.items[0]).toMatchObject({ title: 'Account verification' });
    expect(bodies).toContain('Your account is now verified');
    expect(bodies).toContain('The name does not match the account');
    expect(bodies).toContain('Please upload another proof of address.');
  });

  it('lets exactly one of two simultaneous decisions on a document win', async () => {
    const m = await registerMember(platform);
    await submit(m, 'identity', await sampleImage('jpeg'), 'image/jpeg');
    const id = await pendingIdOf(m, 'identity');
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'reject', 'blurred')]);
    expect(answers.filter((a) => a.body.status)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'document_not_pending')).toHaveLength(1);
  });

  it('writes every decision to the audit log with the document’s and the member’s status before and after', async () => {
    const m = await registerMember(platform);
    await submit(m, 'identity', await sampleImage('jpeg'), 'image/jpeg');
    const id = await pendingIdOf(m, 'identity');
    await decide(id, 'reject', 'Expired passport');
    const [row] = await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator/verification-decide'), like(auditLog.target, `verification document #${id} %`)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actor: 'operator-key',
      outcome: 'ok',
      before: { status: 'pending', memberStatus: 'pending' },
      after: { status: 'rejected', reason: 'Expired passport', memberStatus: 'rejected' },
    });
    // Looking at a document is recorded too: who saw whose identity.
    await operatorCall(platform, 'operator/verification-document', { id });
    const [viewed] = await platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator/verification-document'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(viewed).toMatchObject({ target: `verification document #${id}`, outcome: 'ok' });
  });
});

describe('withdrawals above the threshold', () => {
  it('are refused until the member is verified, and accepted after', async () => {
    const saved = await operatorCall(platform, 'operator/verification-threshold-save', { currency: 'MYR', threshold: '1000' });
    expect(saved.body.output).toEqual({ currency: 'MYR', threshold: '1000.00' });
    const list = await operatorCall<{ currency: string; threshold: string }[]>(platform, 'operator/verification-thresholds');
    expect(list.body.output).toContainEqual({ currency: 'MYR', threshold: '1000.00' });
    expect(list.body.output).toContainEqual({ currency: 'THB', threshold: '' });

    const m = await readyMember(platform, '3000.00');
    const member = { sid: m.sid } as Member;
    const withdraw = (amount: string) => m.call<WalletRequest>('wallet/withdraw', withdrawBody(m, amount));
    expect((await withdraw('1000.01')).body).toMatchObject({
      status: false,
      msg: 'verification_required',
      output: { threshold: '1000.00', currency: 'MYR' },
    });
    // At the threshold itself a withdrawal needs nothing more.
    expect((await withdraw('1000.00')).body).toMatchObject({ status: true, output: { status: 'pending' } });
    expect((await as(member).call<VerificationState>('verification/status')).body.output).toMatchObject({
      currency: 'MYR',
      threshold: '1000.00',
    });

    await submit(member, 'identity', await sampleImage('jpeg'), 'image/jpeg');
    await submit(member, 'address', samplePdf(), 'application/pdf');
    // Pending is not verified.
    expect((await withdraw('1500.00')).body).toMatchObject({ status: false, msg: 'verification_required' });
    await decide(await pendingIdOf(member, 'identity'), 'approve');
    await decide(await pendingIdOf(member, 'address'), 'approve');
    expect((await withdraw('1500.00')).body).toMatchObject({ status: true, output: { status: 'pending', amount: '1500.00' } });

    // Removing the threshold lets anyone withdraw any amount within the wallet's limits; the change is audited.
    await operatorCall(platform, 'operator/verification-threshold-save', { currency: 'MYR', threshold: '' });
    const other = await readyMember(platform, '3000.00');
    expect((await other.call('wallet/withdraw', withdrawBody(other, '1500.00'))).body.status).toBe(true);
    const [audited] = await platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator/verification-threshold-save'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ before: { threshold: '1000.00' }, after: { threshold: '' } });
  });

  it('refuses a threshold the currency cannot express or no country uses', async () => {
    const save = (currency: string, threshold: string) =>
      operatorCall(platform, 'operator/verification-threshold-save', { currency, threshold });
    expect((await save('MYR', '10.001')).body).toMatchObject({ status: false, msg: 'amount_too_precise_for_currency' });
    expect((await save('MYR', '0')).body).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await save('JPY', '100')).body).toMatchObject({ status: false, msg: 'currency_not_found' });
    expect((await save('MYR', 'abc')).statusCode).toBe(400);
  });
});
