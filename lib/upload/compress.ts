import type { Options as CompressorOptions } from 'browser-image-compression';
import { COMPRESSIBLE_TYPES, COMPRESSION_QUALITY, PNG_TO_JPEG_BYTES } from './constants';

export type { CompressorOptions };
/** browser-image-compression's default export, or a stand-in in tests. */
export type Compressor = (file: File, options: CompressorOptions) => Promise<File | Blob>;

/** Loaded on first use: ~55 kB the page does not need until a member picks an image. */
export const loadCompressor = (): Promise<Compressor> => import('browser-image-compression').then((m) => m.default);

export function isCompressible(file: Blob): boolean {
  return COMPRESSIBLE_TYPES.includes(file.type);
}

/**
 * docs/PRODUCT.md §9: quality 0.6, and a PNG over 5 MB becomes a JPEG. No web worker: the library's worker
 * imports its own code from a public CDN, which would put a third-party script on the page;
 * compressing a receipt on the main thread takes a moment and happens once.
 */
export function compressionOptions(file: Blob): CompressorOptions {
  const toJpeg = file.type === 'image/png' && file.size > PNG_TO_JPEG_BYTES;
  return { initialQuality: COMPRESSION_QUALITY, useWebWorker: false, ...(toJpeg ? { fileType: 'image/jpeg' } : {}) };
}

/** The name to upload under: a PNG turned JPEG gets a .jpg extension, so name and type agree. */
export function compressedName(originalName: string, type: string): string {
  if (type !== 'image/jpeg' || /\.jpe?g$/i.test(originalName)) return originalName;
  return /\.png$/i.test(originalName) ? originalName.replace(/\.png$/i, '.jpg') : `${originalName}.jpg`;
}

/**
 * Compresses png/jpg/jpeg; any other file (a PDF) is returned untouched. A compressor failure
 * is thrown as is: docs/PRODUCT.md §8 reports its message to the member.
 */
export async function compressImage(file: File, load: () => Promise<Compressor> = loadCompressor): Promise<File> {
  if (!isCompressible(file)) return file;
  const compress = await load();
  const out = await compress(file, compressionOptions(file));
  const type = out.type || file.type;
  return new File([out], compressedName(file.name, type), { type, lastModified: file.lastModified });
}
