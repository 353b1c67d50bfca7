import { redirect } from 'next/navigation';
import { localeHref } from '@/lib/locale-href';

/** query-redirect routes open their dialog on the home page (proxy.ts does this first; this is the fallback). */
export async function redirectToDialog(params: Promise<{ lang: string }>, action: string): Promise<never> {
  const { lang } = await params;
  redirect(localeHref(lang, `?action=${action}`));
}
