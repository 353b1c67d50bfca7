import sharp from 'sharp';
import { AVATAR_MAX_BYTES, type FileRefusal } from '@/lib/upload/constants';

export { AVATAR_MAX_BYTES };
/** Pixels an avatar may decode to: any phone photo, but not a decompression bomb (checked from the header, before decoding). */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;
/** What is stored: at most this wide and this high. */
export const AVATAR_MAX_SIDE = 512;
/** Formats decoded at all (no SVG, whose text a browser could run, nor anything exotic). */
const DECODABLE = new Set(['png', 'jpeg', 'webp']);

export type AvatarImage = { ok: true; bytes: Buffer } | { ok: false; msg: FileRefusal };

/**
 * An avatar as the public bucket may hold it: the member's bytes decoded as an image and drawn
 * again in the credential's type (PNG, else JPEG), turned upright, at most AVATAR_MAX_SIDE on a
 * side, without metadata (EXIF and its GPS). Whatever the upload was — HTML named .png, an SVG, a
 * polyglot — only pixels come out; bytes that do not decode are refused.
 */
export async function reencodeAvatar(input: Buffer, contentType: string): Promise<AvatarImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: the pixel cap is checked below, so a bomb is told apart from a file that is no image.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) return { ok: false, msg: 'error_image' };
    ({ width, height } = meta);
  } catch {
    return { ok: false, msg: 'error_image' };
  }
  if (!width || !height) return { ok: false, msg: 'error_image' };
  if (width * height > AVATAR_MAX_INPUT_PIXELS) return { ok: false, msg: 'error_image_too_large' };
  try {
    const image = sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const bytes =
      contentType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { ok: true, bytes };
  } catch {
    // Truncated or corrupt data behind a valid header.
    return { ok: false, msg: 'error_image' };
  }
}
