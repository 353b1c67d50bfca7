import sharp from 'sharp';
import type { TestPlatform } from '../../../test-support';
import { markCredentialUsed } from '../../uploads';

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
 * A small well-formed PDF (one blank page), its cross-reference table at the offset startxref
 * names. `extra` goes into the catalogue dictionary (e.g. an /OpenAction with JavaScript).
 */
export function samplePdf(extra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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
