/**
 * Text made safe to place in HTML, as element content or as an attribute value in either kind of
 * quotes: the one escaper of the API's emails and blog source, of the shell's first paint and of the
 * link previews the shell origin writes into its page (`shared/seo`). An `&` stays first so nothing
 * is escaped twice.
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] as string);
}
