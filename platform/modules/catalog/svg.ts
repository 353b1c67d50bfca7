/** Small helpers shared by the generated artwork (thumbnails, logos, banners). */

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

/** Two hues apart enough to read as a gradient, dark enough for white text. */
export function gradientColours(seed: string): [string, string] {
  const h = hash32(seed);
  const hue = h % 360;
  const shift = 40 + ((h >>> 9) % 80);
  return [`hsl(${hue} 70% 38%)`, `hsl(${(hue + shift) % 360} 75% 22%)`];
}

/** Greedy word wrap into at most `maxLines` lines; the last line ends in … when cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = '';
      lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}
