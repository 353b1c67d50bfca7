'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { dialogHref } from '@/lib/dialog-url';
import { isPlainClick } from '@/lib/plain-click';
import { useQueryDialog } from './use-query-dialog';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** the ?action= dialog it opens */
  action: string;
  extra?: Record<string, string | undefined>;
};

/**
 * A control that opens a ?action= dialog, as a link to that URL: tapped before the page's scripts
 * have run, the browser loads the URL and the server renders the dialog; once React runs, it opens
 * in place without a request. A modified click (new tab) is left to the browser.
 */
export function DialogLink({ action, extra, onClick, children, ...rest }: Props) {
  const pathname = usePathname();
  const params = useSearchParams();
  const { showDialog } = useQueryDialog();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showDialog(action, extra);
  };
  return (
    <a href={dialogHref(pathname, action, extra, params.toString())} onClick={open} {...rest}>
      {children}
    </a>
  );
}
