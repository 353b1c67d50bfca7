import { redirect } from 'next/navigation';

/** query-redirect routes open their dialog on the home page (proxy.ts does this first; this is the fallback). */
export async function redirectToDialog(params: Promise<{ lang: string }>, action: string): Promise<never> {
  const { lang } = await params;
  redirect(`/${lang}?action=${action}`);
}
