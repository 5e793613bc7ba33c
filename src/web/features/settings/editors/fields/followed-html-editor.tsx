/**
 * The rich-text editor on an HTML value it follows (use-followed-html.ts), answering with the
 * HTML it holds: the section editors' long texts (the director's greeting, a legal text).
 */
import type { ComponentProps } from 'react';
import { RichTextEditor } from '../../../../components/rich-text/rich-text-editor.tsx';
import { useFollowedHtml } from './use-followed-html.ts';

type EditorProps = ComponentProps<typeof RichTextEditor>;

type FollowedHtmlEditorProps = Omit<EditorProps, 'initialContent' | 'onReady' | 'onChange'> & {
  html: string;
  onChange: (html: string) => void;
  /** An empty text answers '' rather than the editor's empty paragraph. */
  blankWhenEmpty?: boolean;
};

export function FollowedHtmlEditor({ html, onChange, blankWhenEmpty, ...editor }: FollowedHtmlEditorProps) {
  const followed = useFollowedHtml(html);
  return (
    <RichTextEditor
      {...editor}
      initialContent={html}
      onReady={followed.onReady}
      onChange={(changed) => {
        const text = blankWhenEmpty && changed.isEmpty ? '' : changed.getHTML();
        onChange(followed.wrote(text));
      }}
    />
  );
}

/** What a section's form hands its long text's editor. */
export type SectionTextProps = Pick<
  FollowedHtmlEditorProps,
  'html' | 'labelledBy' | 'describedBy' | 'onChange' | 'onUploadingChange'
>;
