import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, operatorCall, PNG_BYTES, testPlatform, type TestPlatform } from '../../test-support';

/** One upload for banners, pop-ups and promotions, and what each save accepts as its image. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

async function upload(use: string, data = PNG_BYTES.toString('base64')) {
  return operatorCall<{ img: string; url: string }>(platform, 'operator/image-upload', {
    use,
    filename: 'Spring news.png',
    contentType: 'image/png',
    data,
  });
}
const popup = (img: string) =>
  operatorCall<{ id: number }>(platform, 'operator/popup-save', {
    currency: 'MYR',
    title: { en: 'News' },
    content: { en: '<p>News</p>' },
    img,
    link: '/promotions',
  });
const promotion = (image: string) =>
  operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
    kind: 'fixed',
    currency: 'MYR',
    languages: { en: { title: 'Image check', image } },
    amount: '5.00',
    wageringMultiplier: 1,
    expiryDays: 7,
  });

describe('content images', () => {
  it('stores each kind under its own folder, checks the bytes, and answers the address browsers read', async () => {
    for (const use of ['banner', 'popup', 'promotion']) {
      const up = await upload(use);
      expect(up.body.status, up.body.msg).toBe(true);
      expect(up.body.output!.img).toMatch(new RegExp(`^media/${use}s/[0-9a-f-]{36}-spring-news\\.png$`));
      expect(up.body.output!.url.endsWith(`/${platform.env.catalogEnv}/${up.body.output!.img}`)).toBe(true);
      expect(await platform.storage.exists(platform.storage.publicBucket, `${platform.env.catalogEnv}/${up.body.output!.img}`)).toBe(true);
    }
    const fake = await upload('popup', Buffer.from('GIF89a not a png').toString('base64'));
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toMatchObject({ status: false, msg: 'image_not_that_type' });
    const wrongUse = await operatorCall(platform, 'operator/image-upload', {
      use: 'receipt',
      filename: 'x.png',
      contentType: 'image/png',
      data: PNG_BYTES.toString('base64'),
    });
    expect(wrongUse.statusCode).toBe(400);
  });

  it('lets a pop-up name its own upload, a site path or no image, and nothing else', async () => {
    const own = (await upload('popup')).body.output!.img;
    expect((await popup(own)).body.status).toBe(true);
    expect((await popup('/brand/logo.svg')).body.status).toBe(true);
    expect((await popup('')).body.status).toBe(true);
    const banner = (await upload('banner')).body.output!.img;
    expect((await popup(banner)).body.msg).toBe('popup_image_key_invalid');
    expect((await popup('https://evil.example/x.png')).body.msg).toBe('popup_image_key_invalid');
    expect((await popup('//evil.example/x.png')).body.msg).toBe('popup_image_key_invalid');
    expect((await popup('media/popups/never-uploaded.png')).body.msg).toBe('popup_image_missing');
    expect((await popup('media/popups/../banners/x.png')).body.msg).toBe('popup_image_key_invalid');
  });

  it('checks every language’s promotion image the same way', async () => {
    const own = (await upload('promotion')).body.output!.img;
    const saved = await promotion(own);
    expect(saved.body.status, saved.body.msg).toBe(true);
    expect((await promotion('')).body.status).toBe(true);
    expect((await promotion((await upload('popup')).body.output!.img)).body.msg).toBe('promotion_image_key_invalid');
    expect((await promotion('javascript:alert(1)')).body.msg).toBe('promotion_image_key_invalid');
    expect((await promotion('media/promotions/missing.png')).body.msg).toBe('promotion_image_missing');
  });
});
