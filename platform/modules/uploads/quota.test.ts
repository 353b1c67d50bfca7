import { manualClock, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { takeUploadBytes } from './quota';

const clock = manualClock(new Date('2026-11-24T08:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now, env: { UPLOAD_CREDENTIALS_PER_DAY: '3', UPLOAD_BYTES_PER_DAY: '20000000' } });
});
afterAll(() => platform.close());

const stsToken = (sid: string) =>
  platform.call('common/sts-token', { filename: 'slip.png', filetype: 'image/png', folder: 'receipts', bucket: 1 }, { sid });

describe('upload quotas', () => {
  it('gives a member a few credentials a day, exactly, even when asked in parallel', async () => {
    const { sid, username } = await registerMember(platform);
    const answers = await Promise.all(Array.from({ length: 8 }, () => stsToken(sid)));
    expect(answers.filter((a) => a.body.status)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === 'upload_quota_exceeded')).toHaveLength(5);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    // A day later (and a new session: the old one has expired) the member may upload again.
    const login = await platform.call('auth/login', { username, password: 'Secret@123' });
    expect((await stsToken(login.sid!)).body).toMatchObject({ status: true });
  });

  it('counts bytes per file and per day, and gives back what it refuses', async () => {
    const { profile } = await registerMember(platform);
    const limits = { credentialsPerDay: 3, bytesPerDay: 20_000_000 };
    const put = (accessKeyId: string, bytes: number) =>
      takeUploadBytes(platform.db, { memberId: profile.id, accessKeyId }, bytes, clock.now(), limits);
    expect(await put('A', 6_000_000)).toBeNull();
    expect(await put('A', 6_000_000)).toBe('file_too_large');
    expect(await put('A', 4_000_000)).toBeNull();
    expect(await put('B', 9_000_000)).toBeNull();
    expect(await put('C', 2_000_000)).toBe('upload_quota_exceeded');
    expect(await put('C', 1_000_000)).toBeNull();
  });
});
