/**
 * The post editor's HTML, reduced to what the editor itself produces. Runs on every save, so
 * what is stored (and served to readers and crawlers) can carry no script, handler or
 * javascript: link; the browser sanitises again on render. The sanitiser loads on the first save,
 * so the function's module loads without it.
 */
export async function sanitizePostHtml(html: string, siteUrl: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  const ownFiles = [`${siteUrl}/api/files/`, '/api/files/'];
  const imageAllowed = (src: string | undefined) =>
    Boolean(src) && (src?.startsWith('https://') || ownFiles.some((prefix) => src?.startsWith(prefix)));
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h1',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'code',
      'pre',
      'br',
      'hr',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
      img: ['src', 'alt'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
    // Images only from https sources or our own file URLs; anything else is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src),
  });
}
