import sanitizeHtml from 'sanitize-html';

// An http(s) link leaves the storefront: open it in a new tab without handing it our window.
const EXTERNAL_LINK = /^https?:/i;
// Images come from our own uploads or from https hosts; never data:, http: or another path of this site.
const UPLOADED_IMAGE = /^\/uploads\/(?!.*(?:\.\.|\\|\/\/))[^\s"'<>]+$/;
const HTTPS_IMAGE = /^https:\/\/[^\s"'<>\\]+$/i;
const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,2}$/;

function pick(attribs: sanitizeHtml.Attributes, name: string, pattern: RegExp): sanitizeHtml.Attributes {
  const value = attribs[name]?.trim();
  return value !== undefined && pattern.test(value) ? { [name]: value } : {};
}

function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim();
  if (!href) return { tagName, attribs: {} };
  if (!EXTERNAL_LINK.test(href)) return { tagName, attribs: { href } };
  return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
}

function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim() ?? '';
  if (!UPLOADED_IMAGE.test(src) && !HTTPS_IMAGE.test(src)) return { tagName, attribs: {} };
  const alt: sanitizeHtml.Attributes = attribs.alt !== undefined ? { alt: attribs.alt } : {};
  return {
    tagName,
    attribs: { src, ...alt, ...pick(attribs, 'width', DIMENSION), ...pick(attribs, 'height', DIMENSION) },
  };
}

function transformCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: { ...pick(attribs, 'colspan', SPAN), ...pick(attribs, 'rowspan', SPAN) } };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  // No style, class, id or on* anywhere: only these attributes survive, and their values are checked below.
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them (other unknown tags lose the tag but keep their text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'button',
    'title',
  ],
  transformTags: { a: transformLink, img: transformImage, th: transformCell, td: transformCell },
  // An image whose source was refused is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Notice HTML reduced to the allow-list above: safe to render as is on the storefront. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const BLOCK_TAG = /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|table|thead|tbody|tr|th|td|div)\b[^>]*>/gi;
const ESCAPED = /&(amp|lt|gt|quot);/g;
const UNESCAPE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** The plain-text opening of some HTML for lists: no tags, blocks separated by a space, at most `max` characters. */
export function toSummary(html: string, max = 120): string {
  // Separate blocks so "<p>a</p><p>b</p>" reads "a b"; the sanitiser below does the real tag removal.
  const spaced = html.replace(BLOCK_TAG, (tag) => ` ${tag} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags })
    .replace(ESCAPED, (_whole, name: string) => UNESCAPE[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}
