/**
 * A wide table's frame on a narrow screen: it scrolls sideways, and is focusable and named so a keyboard
 * can scroll it and a screen reader says what it holds (axe's scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
