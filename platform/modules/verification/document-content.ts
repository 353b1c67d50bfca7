import sharp from 'sharp';
import { DOCUMENT_MAX_BYTES } from '@/lib/contracts/verification';

/**
 * What a verification document's bytes are, decided from the bytes alone: a JPEG, PNG or WebP
 * that decodes as an image, or a PDF whose header and trailer are where a PDF has them and that
 * carries no active content. The type the browser declared must agree, so an HTML page named
 * passport.jpg, a PNG declared as a PDF, a truncated photo or a scripted PDF are all refused.
 */

export type ContentRefusal = 'document_empty' | 'document_too_large' | 'document_not_accepted' | 'document_unreadable';
export type ContentCheck = { ok: true; contentType: string } | { ok: false; msg: ContentRefusal };

/** Pixels a document photo may decode to (checked from the header first): any phone camera, not a bomb. */
export const DOCUMENT_MAX_PIXELS = 50_000_000;

const SIGNATURES: readonly { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  // RIFF <size> WEBP
  { type: 'image/webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { type: 'application/pdf', matches: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
];

/** sharp's format names for the image types. */
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** image/jpg is how some browsers name JPEG. */
export function canonicalType(contentType: string): string {
  const type = contentType.toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

export function sniffDocumentType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

export async function checkDocumentContent(bytes: Buffer, declaredType: string): Promise<ContentCheck> {
  if (bytes.length === 0) return { ok: false, msg: 'document_empty' };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, msg: 'document_too_large' };
  const type = sniffDocumentType(bytes);
  if (!type || type !== canonicalType(declaredType)) return { ok: false, msg: 'document_not_accepted' };
  const readable = type === 'application/pdf' ? isPlainPdf(bytes) : await decodesAs(bytes, SHARP_FORMAT[type]!);
  return readable === true ? { ok: true, contentType: type } : { ok: false, msg: readable };
}

/** The header says the format and a size within the cap; then every pixel must decode. */
async function decodesAs(bytes: Buffer, format: string): Promise<true | ContentRefusal> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) return 'document_not_accepted';
    if (meta.width * meta.height > DOCUMENT_MAX_PIXELS) return 'document_too_large';
    // A small copy decodes the whole image (truncated or corrupt data fails here) without keeping it.
    await sharp(bytes, { limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: 'error' })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return 'document_unreadable';
  }
}

/** Names a PDF runs or carries something with: a document for review needs none of them. */
const ACTIVE_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;
const PDF_VERSION = /^%PDF-[12]\.\d/;

/**
 * A PDF's structure where readers look for it: a version header, `startxref` and its byte offset
 * near the end pointing inside the file at a cross-reference table or stream, and `%%EOF`. Names
 * are read with their #xx escapes undone, so /J#61vaScript is found too. Active content inside
 * compressed object streams is not unpacked here: operators open documents in a browser's PDF
 * viewer, which runs no PDF scripts, and the console serves them with nosniff and no-store.
 */
function isPlainPdf(bytes: Buffer): true | ContentRefusal {
  const text = bytes.toString('latin1');
  if (!PDF_VERSION.test(text)) return 'document_unreadable';
  const tail = text.slice(-2048);
  if (!/%%EOF\s*$/.test(tail)) return 'document_unreadable';
  const xref = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail);
  const offset = xref ? Number(xref[1]) : -1;
  if (offset <= 0 || offset >= bytes.length) return 'document_unreadable';
  const target = text.slice(offset, offset + 64);
  if (!/^(xref\b|\d+\s+\d+\s+obj\b)/.test(target)) return 'document_unreadable';
  const names = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return ACTIVE_NAMES.test(names) ? 'document_not_accepted' : true;
}
