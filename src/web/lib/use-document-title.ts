import { useEffect } from 'react';
import { studio } from '#content/studio.ts';

/** Sets the browser tab's title for a page: "원장 소개 | 학원 이름". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${studio.name}` : studio.name;
  }, [title]);
}
