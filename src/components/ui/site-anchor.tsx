/**
 * Links to site sections by path ("news", "gallery") with client-side navigation. Plain hrefs, so
 * sections that other features add need no route types here.
 */
import { useLocation, useParams, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

export function useSiteLink() {
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const pathname = useLocation({ select: (l) => l.pathname });
  return (path: string, onNavigate?: () => void) => {
    const href = `${locale ? `/${locale}` : ''}/${path}`;
    return {
      href,
      'aria-current': pathname === href || pathname.startsWith(`${href}/`) ? ('page' as const) : undefined,
      onClick: (e: MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onNavigate?.();
        void router.navigate({ href });
      },
    };
  };
}

export function SiteAnchor({ path, label, className }: { path: string; label: string; className?: string }) {
  const link = useSiteLink();
  return (
    <a {...link(path)} className={className}>
      <FormattedMessage id={label} />
    </a>
  );
}
