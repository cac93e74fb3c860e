/** Text made safe inside HTML text or a quoted attribute (`&`, `<`, `>`, `"` and `'` as numeric references). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
