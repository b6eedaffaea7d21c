/** Renders rich text exactly as the server stored it: sanitised there (api/lib/sanitize.ts), never here. */
export function RichHtml({ html, className = 'rich' }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || !html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
