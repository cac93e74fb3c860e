import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml, toSummary } from './notice-html.ts';

describe('sanitizeNoticeHtml', () => {
  it('removes scripts, event handlers, styles and classes', () => {
    const html = sanitizeNoticeHtml(
      '<p style="color:red" class="x" onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>' +
        '<img src="/uploads/a.png" onerror="alert(1)" onload="alert(2)">',
    );
    expect(html).toBe('<p>Hi</p><img src="/uploads/a.png" />');
  });

  it('removes iframes, svg, forms and objects with their content', () => {
    const html = sanitizeNoticeHtml(
      '<iframe src="https://evil.test">inside</iframe><svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg>' +
        '<form action="https://evil.test"><input name="pwd">login here</form><object data="x.swf">o</object><p>kept</p>',
    );
    expect(html).toBe('<p>kept</p>');
  });

  it('keeps the text of other unknown tags but not the tags', () => {
    expect(sanitizeNoticeHtml('<div><h1>Title</h1><font color="red">red</font></div>')).toBe('Titlered');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/path',
  ])('drops the href %j', (href) => {
    const html = sanitizeNoticeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
    expect(html).toBe('<a>x</a>');
  });

  it('opens absolute links in a new tab without opener, and leaves other links alone', () => {
    expect(sanitizeNoticeHtml('<a href="https://example.test/a?b=1&amp;c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.test/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeNoticeHtml('<a href="http://example.test">x</a>')).toContain('target="_blank"');
    expect(sanitizeNoticeHtml('<a href="/pages/other/fankui" target="_blank">x</a>')).toBe(
      '<a href="/pages/other/fankui">x</a>',
    );
    expect(sanitizeNoticeHtml('<a href="mailto:bd@example.test">x</a>')).toBe('<a href="mailto:bd@example.test">x</a>');
  });

  it('accepts images from our uploads or https only, with alt and numeric sizes', () => {
    expect(sanitizeNoticeHtml('<img src="/uploads/n/a.png" alt="A" width="320" height="auto" title="t">')).toBe(
      '<img src="/uploads/n/a.png" alt="A" width="320" />',
    );
    expect(sanitizeNoticeHtml('<img src="https://cdn.example.test/a.png">')).toBe(
      '<img src="https://cdn.example.test/a.png" />',
    );
    for (const src of [
      'http://cdn.example.test/a.png',
      'data:image/png;base64,AAAA',
      '/api/web/getTenant',
      '/uploads/../api/x',
      '//evil.test/a.png',
      'javascript:alert(1)',
      'a.png',
    ]) {
      expect(sanitizeNoticeHtml(`<p><img src="${src}">x</p>`)).toBe('<p>x</p>');
    }
  });

  it('keeps the allowed formatting tags', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>t<br />x <strong>s</strong> <em>e</em> <u>u</u> <s>d</s> <span>n</span></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td></tr></tbody></table>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it('drops attributes that carry anything but the allowed values', () => {
    expect(sanitizeNoticeHtml('<td colspan="2;x" rowspan="3" id="i" data-x="1">c</td>')).toBe('<td rowspan="3">c</td>');
    expect(sanitizeNoticeHtml('<span style="background:url(javascript:alert(1))" title="t">s</span>')).toBe(
      '<span>s</span>',
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeNoticeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

describe('toSummary', () => {
  it('answers plain text with blocks separated by a space', () => {
    expect(toSummary('<h2>标题</h2><p>第一段<strong>重点</strong>。</p><ul><li>一</li><li>二</li></ul>')).toBe(
      '标题 第一段重点。 一 二',
    );
  });

  it('decodes entities once and leaves no markup', () => {
    expect(toSummary('<p>a &lt; b &amp;&amp; c &gt; d &amp;lt;</p><script>alert(1)</script>')).toBe(
      'a < b && c > d &lt;',
    );
    expect(toSummary('plain a < b')).toBe('plain a < b');
  });

  it('cuts at the limit by characters and marks the cut', () => {
    expect(toSummary(`<p>${'账'.repeat(200)}</p>`)).toBe(`${'账'.repeat(120)}…`);
    expect(toSummary('<p>one two three</p>', 7)).toBe('one two…');
    expect(toSummary('<p>short</p>', 5)).toBe('short');
    expect(toSummary('')).toBe('');
  });
});
