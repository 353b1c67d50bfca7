import { checkDocumentContent, sniffDocumentType } from './document-content';
import { sampleImage, samplePdf } from './testing/documents';
import { DOCUMENT_MAX_BYTES } from '@/lib/contracts/verification';

describe('checkDocumentContent', () => {
  it('takes a JPEG, PNG and WebP that decode, and a well-formed PDF', async () => {
    expect(await checkDocumentContent(await sampleImage('jpeg'), 'image/jpeg')).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(await checkDocumentContent(await sampleImage('jpeg'), 'image/jpg')).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(await checkDocumentContent(await sampleImage('png'), 'image/png')).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkDocumentContent(await sampleImage('webp'), 'image/webp')).toEqual({ ok: true, contentType: 'image/webp' });
    expect(await checkDocumentContent(samplePdf(), 'application/pdf')).toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('refuses bytes that are not what they are declared as', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await checkDocumentContent(html, 'image/png')).toEqual({ ok: false, msg: 'document_not_accepted' });
    expect(await checkDocumentContent(await sampleImage('png'), 'application/pdf')).toEqual({ ok: false, msg: 'document_not_accepted' });
    expect(await checkDocumentContent(samplePdf(), 'image/jpeg')).toEqual({ ok: false, msg: 'document_not_accepted' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await checkDocumentContent(svg, 'image/png')).toEqual({ ok: false, msg: 'document_not_accepted' });
  });

  it('refuses a forged image: the right signature with no image behind it, or a truncated one', async () => {
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<?php system($_GET[c]); ?>'),
    ]);
    expect(await checkDocumentContent(forged, 'image/png')).toEqual({ ok: false, msg: 'document_unreadable' });
    const jpeg = await sampleImage('jpeg', 400, 300);
    expect(await checkDocumentContent(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).toEqual({
      ok: false,
      msg: 'document_unreadable',
    });
  });

  it('refuses a PDF without its structure or with active content, also behind #xx escapes', async () => {
    expect(await checkDocumentContent(Buffer.from('%PDF-1.7\nhello'), 'application/pdf')).toEqual({
      ok: false,
      msg: 'document_unreadable',
    });
    const moved = samplePdf()
      .toString('latin1')
      .replace(/startxref\n\d+/, 'startxref\n3');
    expect(await checkDocumentContent(Buffer.from(moved, 'latin1'), 'application/pdf')).toEqual({ ok: false, msg: 'document_unreadable' });
    const scripted = samplePdf("/OpenAction << /S /JavaScript /JS (app.alert('x')) >> ");
    expect(await checkDocumentContent(scripted, 'application/pdf')).toEqual({ ok: false, msg: 'document_not_accepted' });
    const escaped = samplePdf('/OpenAction << /S /J#61vaScript >> ');
    expect(await checkDocumentContent(escaped, 'application/pdf')).toEqual({ ok: false, msg: 'document_not_accepted' });
  });

  it('refuses an empty file and one over the size cap', async () => {
    expect(await checkDocumentContent(Buffer.alloc(0), 'image/png')).toEqual({ ok: false, msg: 'document_empty' });
    const huge = Buffer.concat([samplePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect(await checkDocumentContent(huge, 'application/pdf')).toEqual({ ok: false, msg: 'document_too_large' });
  });

  it('refuses an image whose header claims more pixels than the cap, before decoding it', async () => {
    // A PNG header of 20000×20000 (400 megapixels) over a tiny body.
    const png = await sampleImage('png', 2, 2);
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expect((await checkDocumentContent(bomb, 'image/png')).ok).toBe(false);
  });
});

describe('sniffDocumentType', () => {
  it('names the four types from their first bytes only', async () => {
    expect(sniffDocumentType(await sampleImage('webp'))).toBe('image/webp');
    expect(sniffDocumentType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
  });
});
