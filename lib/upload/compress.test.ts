// @vitest-environment happy-dom
import { compressedName, compressImage, compressionOptions, isCompressible, loadCompressor, type Compressor } from './compress';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

it('compresses png, jpg and jpeg only', () => {
  expect(isCompressible(file('a.png', 'image/png'))).toBe(true);
  expect(isCompressible(file('a.jpg', 'image/jpeg'))).toBe(true);
  expect(isCompressible(file('a.jpg', 'image/jpg'))).toBe(true);
  expect(isCompressible(file('a.pdf', 'application/pdf'))).toBe(false);
  expect(isCompressible(file('a.gif', 'image/gif'))).toBe(false);
  expect(isCompressible(file('a.webp', 'image/webp'))).toBe(false);
});

it('uses quality 0.6 and converts a PNG over 5 MB to JPEG', () => {
  expect(compressionOptions()).toEqual({ quality: 0.6, convertTypes: ['image/png'], convertSize: 5 * MB });
});

it('names a PNG turned JPEG .jpg', () => {
  expect(compressedName('slip.PNG', 'image/jpeg')).toBe('slip.jpg');
  expect(compressedName('slip.png', 'image/png')).toBe('slip.png');
  expect(compressedName('slip.jpeg', 'image/jpeg')).toBe('slip.jpeg');
  expect(compressedName('slip', 'image/jpeg')).toBe('slip.jpg');
});

describe('compressImage', () => {
  it('leaves a PDF alone without loading the compressor', async () => {
    const load = vi.fn();
    const pdf = file('a.pdf', 'application/pdf');
    expect(await compressImage(pdf, load)).toBe(pdf);
    expect(load).not.toHaveBeenCalled();
  });

  it('returns the compressor’s output as a File with a matching name and type', async () => {
    const compressor = vi.fn<Compressor>(async () => new Blob([new Uint8Array(3)], { type: 'image/jpeg' }));
    const out = await compressImage(file('big.png', 'image/png', 5 * MB + 1), async () => compressor);
    expect(compressor).toHaveBeenCalledWith(expect.any(File), { quality: 0.6, convertTypes: ['image/png'], convertSize: 5 * MB });
    expect(out).toBeInstanceOf(File);
    expect({ name: out.name, type: out.type, size: out.size }).toEqual({ name: 'big.jpg', type: 'image/jpeg', size: 3 });
  });

  it('lets the compressor’s error through unchanged', async () => {
    const compressor: Compressor = async () => {
      throw new Error('The first argument must be an image File or Blob object.');
    };
    await expect(compressImage(file('a.jpg', 'image/jpeg'), async () => compressor)).rejects.toThrow(
      'The first argument must be an image File or Blob object.',
    );
  });
});

it('passes compressorjs’s own error message through', async () => {
  const compress = await loadCompressor();
  await expect(compress(file('a.txt', 'text/plain'), compressionOptions())).rejects.toThrow(
    'The first argument must be an image File or Blob object.',
  );
});
