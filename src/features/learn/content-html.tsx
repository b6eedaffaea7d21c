/** Lesson and course text: stored only after the server's sanitiser (ADR 021), so it is shown as stored. */
export function ContentHtml({ html }: { html: string }) {
  if (!html) return null;
  return <div className="content-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
