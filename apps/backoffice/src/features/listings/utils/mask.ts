/** A contact (QQ, WeChat, phone) with its middle hidden: enough to recognise it, not to copy it from a screen. */
export function maskContact(contact: string): string {
  const chars = [...contact.trim()];
  if (chars.length <= 4) return '****';
  const keep = chars.length >= 10 ? 3 : 2;
  return `${chars.slice(0, keep).join('')}****${chars.slice(-2).join('')}`;
}
