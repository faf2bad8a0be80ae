import sanitizeHtml from 'sanitize-html';

// Help content is HTML written by system administrators and shown to every user, so it passes an
// allow-list on write and again on read (a row changed in the database, or a narrower list later,
// is still caught). Only text structure and links survive: no script, style, event handler or
// image, and links only to http(s) or relative addresses.
const isExternal = (href: string) => /^https?:/i.test(href.trim());

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'h4', 'br', 'code'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Authors' own target and rel are replaced: external links open a new tab without access to this one.
    a: (tagName, attribs) => {
      const href = attribs.href;
      const safe: sanitizeHtml.Attributes = {};
      if (href !== undefined) {
        safe.href = href;
        if (isExternal(href)) {
          safe.target = '_blank';
          safe.rel = 'noopener noreferrer';
        }
      }
      return { tagName, attribs: safe };
    },
  },
};

export const sanitizeHelpHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
