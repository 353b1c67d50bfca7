import './site.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/hydration-mark';
import { siteEnv } from '@/lib/env';
import { isIndexable, requestHost } from '@/lib/indexing';
import { getConfig } from '@/lib/site-data';

export async function generateMetadata(): Promise<Metadata> {
  const config = await getConfig();
  const index = isIndexable(siteEnv.SITE_ENV, requestHost(await headers()), config?.whitelist ?? []);
  return {
    title: { default: config?.siteTitle ?? 'Casino', template: `%s | ${config?.siteTitle ?? 'Casino'}` },
    icons: config ? { icon: config.logo.favicon } : undefined,
    robots: index ? { index: true, follow: true } : { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d1220' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
