import { useEffect } from 'react';
import { useSite } from '../features/site/site-context.tsx';

/** Sets the browser tab's title for a page: "원장 소개 | 학원 이름". */
export function useDocumentTitle(title: string | undefined): void {
  const { name } = useSite().studio;
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
}
