/**
 * The director's greeting in the news editor, with a post's tools (headings, pictures): the
 * server keeps it with the posts' allowlist (src/server/features/site/director-section.ts).
 * Loaded only when the owner opens the section.
 */
import { NEWS_RICH_TEXT } from '../../../../components/rich-text/editor-extensions.ts';
import { RichTextEditor } from '../../../../components/rich-text/rich-text-editor.tsx';
import { useFollowedHtml } from '../fields/use-followed-html.ts';

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
  const followed = useFollowedHtml(html);

  return (
    <RichTextEditor
      initialContent={html}
      labelledBy={labelledBy}
      describedBy={describedBy}
      options={NEWS_RICH_TEXT}
      onUploadingChange={onUploadingChange}
      onReady={followed.onReady}
      onChange={(changed) => onChange(followed.wrote(changed.isEmpty ? '' : changed.getHTML()))}
    />
  );
}
