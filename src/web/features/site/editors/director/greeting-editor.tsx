/**
 * The director's greeting in the news editor, with a post's tools (headings, pictures): the
 * server keeps it with the posts' allowlist (src/server/features/site/director-section.ts).
 * Loaded only when the owner opens the section.
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useRef } from 'react';
import { NEWS_RICH_TEXT } from '../../../news/components/editor/editor-extensions.ts';
import { RichTextEditor } from '../../../news/components/editor/rich-text-editor.tsx';

export interface GreetingEditorProps {
  html: string;
  labelledBy: string;
  describedBy: string;
  onChange: (html: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

export default function GreetingEditor({
  html,
  labelledBy,
  describedBy,
  onChange,
  onUploadingChange,
}: GreetingEditorProps) {
  const editor = useRef<Editor | null>(null);
  // What the editor last gave: a different value comes from outside (a restore, the latest
  // version loaded after a conflict), and replaces the editor's text.
  const written = useRef(html);
  const latest = useRef(html);
  latest.current = html;
  const show = (text: string) => {
    if (text === written.current || !editor.current) return;
    written.current = text;
    editor.current.commands.setContent(text, { emitUpdate: false });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` reads refs only.
  useEffect(() => show(html), [html]);

  return (
    <RichTextEditor
      initialContent={html}
      labelledBy={labelledBy}
      describedBy={describedBy}
      options={NEWS_RICH_TEXT}
      onUploadingChange={onUploadingChange}
      onReady={(created) => {
        editor.current = created;
        show(latest.current);
      }}
      onChange={(changed) => {
        written.current = changed.isEmpty ? '' : changed.getHTML();
        onChange(written.current);
      }}
    />
  );
}
