import sharp from 'sharp';

/**
 * Generated art as browsers get it: WebP, drawn from its SVG at the size it is shown. A browser
 * parses, styles and lays out every SVG image as a document of its own on the page's main thread
 * (3–27 ms each in a traced lobby load, ahead of the page's own parsing); a raster image is decoded
 * off that thread. Quality 60 keeps a 320×240 thumbnail near 4 KB; encoding effort 2 (of 6) draws it
 * in ~5 ms against ~8 ms at the default 4, for 3 % more bytes: the first publish draws ~3,100.
 */
export const WEBP = 'image/webp';

/** Rendered at `width` pixels (the SVG's own size or a multiple of it), never scaled up afterwards. */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  const drawnWidth = Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? width);
  // librsvg draws at 72 dpi for the SVG's own size: a larger target is drawn larger, not stretched.
  const density = 72 * Math.max(1, width / drawnWidth);
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 60, effort: 2 }).toBuffer();
}
