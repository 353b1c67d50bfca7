/** Small helpers shared by the generated artwork (thumbnails, logos, banners, badges). */

/** Text and attribute values go into XML: escape the five special characters. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** FNV-1a, so colours depend on the id only, never on insertion order or the run. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
