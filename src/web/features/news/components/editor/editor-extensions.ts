/**
 * What the editor can make — exactly the toolbar of spec §2, and nothing the server's
 * sanitiser would strip (src/server/features/news/sanitize-post.ts).
 */
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

export const FONT_SIZES = ['14px', '18px', '24px', '32px'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

export const editorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  TextStyle,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
  Image.configure({ inline: false, allowBase64: false }),
];
