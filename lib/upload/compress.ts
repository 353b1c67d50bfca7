import type CompressorClass from 'compressorjs';
import { COMPRESSIBLE_TYPES, COMPRESSION_QUALITY, PNG_TO_JPEG_BYTES } from './constants';

export type CompressorOptions = Pick<CompressorClass.Options, 'quality' | 'convertTypes' | 'convertSize'>;
/** compressorjs behind a promise, or a stand-in in tests. */
export type Compressor = (file: File, options: CompressorOptions) => Promise<File | Blob>;

/**
 * Loaded on first use (compressorjs, about 5 kB gzipped): the page does not need it until a member
 * picks an image. Its callbacks become a promise; its error (for example 'The first argument must
 * be an image File or Blob object.') rejects it unchanged.
 */
export const loadCompressor = (): Promise<Compressor> =>
  import('compressorjs').then(
    ({ default: CompressorJs }) =>
      (file, options) =>
        new Promise<File | Blob>((resolve, reject) => {
          new CompressorJs(file, { ...options, success: resolve, error: reject });
        }),
  );

export function isCompressible(file: Blob): boolean {
  return COMPRESSIBLE_TYPES.includes(file.type);
}

/**
 * docs/PRODUCT.md §9: quality 0.6, and a PNG over 5 MB becomes a JPEG (compressorjs converts the
 * `convertTypes` above `convertSize` bytes; a PNG at or under it stays a PNG).
 */
export function compressionOptions(): CompressorOptions {
  return { quality: COMPRESSION_QUALITY, convertTypes: ['image/png'], convertSize: PNG_TO_JPEG_BYTES };
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
  const out = await compress(file, compressionOptions());
  const type = out.type || file.type;
  return new File([out], compressedName(file.name, type), { type, lastModified: file.lastModified });
}
