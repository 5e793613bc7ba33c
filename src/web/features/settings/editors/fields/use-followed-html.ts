/**
 * A rich-text editor that follows its value: a value that differs from what the editor last
 * gave came from outside (a restore, the latest version loaded after a conflict) and replaces
 * the editor's text; the editor's own changes are not written back into it.
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useRef } from 'react';

export function useFollowedHtml(html: string) {
  const editor = useRef<Editor | null>(null);
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

  return {
    onReady(created: Editor) {
      editor.current = created;
      // A value that came while the editor was starting.
      show(latest.current);
    },
    /** The editor's own text, remembered so that it is not shown back to it. */
    wrote(text: string): string {
      written.current = text;
      return text;
    },
  };
}
