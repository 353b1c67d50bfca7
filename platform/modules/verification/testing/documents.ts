import sharp from 'sharp';
import type { TestPlatform } from '../../../test-support';
import { markCredentialUsed } from '../../uploads';

export { samplePdf } from './sample-pdf';

/** Verification documents for tests: real images and PDFs, and the upload a member makes of one. */

/** A real image of the format, `width`×`height`, a flat grey with a darker band (so it is not one colour). */
export async function sampleImage(format: 'png' | 'jpeg' | 'webp', width = 120, height = 80): Promise<Buffer> {
  const band = await sharp({ create: { width, height: Math.max(1, Math.floor(height / 4)), channels: 3, background: '#333333' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#9a9a9a' } })
    .composite([{ input: band, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * What the browser does, minus the gateway (which has tests of its own): a credential from
 * common/sts-token for the documents folder, the object written under it, the credential used.
 */
export async function uploadedDocument(
  platform: TestPlatform,
  sid: string,
  bytes: Buffer,
  filetype: string,
  filename = 'document',
): Promise<string> {
  const res = await platform.call<{ field: { AccessKeyId: string }; body: { bucket: string; key: string } }>(
    'common/sts-token',
    { filename, filetype, folder: 'documents', bucket: 1 },
    { sid },
  );
  if (!res.body.status || !res.body.output) throw new Error(`sts-token: ${res.body.msg}`);
  const { field, body } = res.body.output;
  await platform.storage.putObject(body.bucket, body.key, bytes, filetype);
  await markCredentialUsed(platform.db, field.AccessKeyId);
  return body.key;
}
