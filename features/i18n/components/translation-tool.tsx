'use client';

import { useEffect } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { injectScript } from '@/lib/third-party-scripts';

/**
 * The translation tool's in-context editor (TRANSLATION_TOOL_URL, off by default), loaded once the
 * page is interactive. Translators see keys where a message is missing: next-intl renders the key.
 */
export function TranslationTool({ src }: { src: string }) {
  useEffect(() => afterFirstPaint(() => injectScript(document, 'translation-tool', src)), [src]);
  return null;
}
