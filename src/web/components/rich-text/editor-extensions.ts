/**
 * What the editor can make — exactly the toolbar of spec §2, and nothing the server's
 * sanitiser would strip. Each text written in it (a news post, the director's greeting, the
 * legal texts) chooses its heading levels and whether pictures go in, as its rule set on the
 * server does (src/server/rich-text/rules.ts).
 */
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

export const FONT_SIZES = ['14px', '18px', '24px', '32px'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

export type HeadingLevel = 1 | 2 | 3;

export interface RichTextOptions {
  headingLevels: readonly [HeadingLevel, HeadingLevel];
  images: boolean;
}

/** A news post: headings 1 and 2, pictures. */
export const NEWS_RICH_TEXT: RichTextOptions = { headingLevels: [1, 2], images: true };

export function richTextExtensions({ headingLevels, images }: RichTextOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...headingLevels] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
    }),
    TextStyle,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    ...(images ? [Image.configure({ inline: false, allowBase64: false })] : []),
  ];
}
