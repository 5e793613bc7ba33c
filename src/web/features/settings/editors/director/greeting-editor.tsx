/**
 * The director's greeting in the news editor, with a post's tools (headings, pictures): the
 * server keeps it with the posts' allowlist (src/server/features/site/director-section.ts).
 * Loaded only when the owner opens the section.
 */
import { NEWS_RICH_TEXT } from '../../../../components/rich-text/editor-extensions.ts';
import { FollowedHtmlEditor, type SectionTextProps } from '../fields/followed-html-editor.tsx';

export default function GreetingEditor(props: SectionTextProps) {
  return <FollowedHtmlEditor {...props} options={NEWS_RICH_TEXT} blankWhenEmpty />;
}
