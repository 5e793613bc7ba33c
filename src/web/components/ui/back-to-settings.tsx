/** The way back from one of 사이트 관리's pages to its menu, above the page's own content. */
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function BackToSettings({ className }: { className: string | undefined }) {
  return (
    <p className={className}>
      <Link to={paths.settings.menu}>← 사이트 관리</Link>
    </p>
  );
}
