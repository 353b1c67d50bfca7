import type { ReactNode } from 'react';
import { HydrationMark } from './hydration-mark';

/** The floor for bench/lighthouse.ts and bench/page-js.ts: a Next 16 page with nothing of ours in it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
