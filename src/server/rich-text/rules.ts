/**
 * The rule sets of the texts written in the news editor (docs/decisions/008): which heading
 * levels each keeps and whether it takes pictures. Every rich text the server stores is
 * sanitised with one of these, here, never with rules of a feature's own.
 */
import type { RichTextRules } from './sanitize-rich-text.ts';

/** News posts and the director's greeting: the news editor's whole toolbar. */
export const POST_RULES: RichTextRules = { headings: ['h1', 'h2'], images: true };

/**
 * The terms of use and the privacy policy sit under their page's own h1: an article is an h2,
 * a part of one an h3, and deeper or higher levels are written as those. No pictures.
 */
export const LEGAL_RULES: RichTextRules = {
  headings: ['h2', 'h3'],
  renameHeadings: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
  images: false,
};
