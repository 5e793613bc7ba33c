/**
 * /settings/<key>: the editing page of the section the address names, or a Korean "no such
 * section". The sections' public pages, for the preview, come from the app
 * (app/pages/section-settings-page.tsx).
 */
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { findSectionEditor } from '../editors/index.ts';
import type { SectionPreviews } from '../editors/section-editor-types.ts';
import { SectionEditing } from './section-editing.tsx';

export function SectionSettings({ previews }: { previews: SectionPreviews }) {
  const { key } = useParams();
  const editor = findSectionEditor(key);
  if (!editor) {
    return (
      <Page title="없는 항목입니다">
        <p>고칠 수 있는 항목이 아닙니다. 사이트 관리에서 항목을 골라 주세요.</p>
        <p>
          <Link to={paths.settings.menu}>사이트 관리로 가기</Link>
        </p>
      </Page>
    );
  }
  // A new section starts a new draft: the page is made anew for each key.
  return <SectionEditing key={editor.key} editor={editor} Preview={previews[editor.key]} />;
}
