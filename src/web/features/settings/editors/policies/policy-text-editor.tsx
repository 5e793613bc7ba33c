/**
 * One legal text in the news editor, with the legal page's look: 조 제목 makes an article
 * heading (h2, listed in the page's contents), 소제목 a part of one (h3); no pictures. The
 * server keeps exactly this (src/server/features/site/policies-section.ts). Loaded only when
 * the owner opens the section.
 */

import type { RichTextOptions } from '../../../../components/rich-text/editor-extensions.ts';
import type { HeadingTool } from '../../../../components/rich-text/editor-toolbar.tsx';
import legalStyles from '../../../../components/rich-text/legal-text.module.css';
import { FollowedHtmlEditor, type SectionTextProps } from '../fields/followed-html-editor.tsx';

export const POLICY_RICH_TEXT: RichTextOptions = { headingLevels: [2, 3], images: false };
const POLICY_HEADINGS: readonly [HeadingTool, HeadingTool] = [
  { level: 2, label: '조 제목', text: '조 제목' },
  { level: 3, label: '소제목', text: '소제목' },
];

export default function PolicyTextEditor(props: SectionTextProps) {
  return (
    <FollowedHtmlEditor
      {...props}
      options={POLICY_RICH_TEXT}
      headings={POLICY_HEADINGS}
      contentClassName={legalStyles.body}
    />
  );
}
