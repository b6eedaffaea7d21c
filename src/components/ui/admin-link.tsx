import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a computed admin path, navigated inside the app. */
export function AdminLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
