import { useEffect } from 'react';
import { noteRenderedTitle } from '../lib/rendered-title.ts';
import { useSite } from './site-context.tsx';

/** Sets the browser tab's title for a page: "원장 소개 | 학원 이름". */
export function useDocumentTitle(title: string | undefined): void {
  const { name } = useSite().studio;
  // On the server no effect runs: the title goes into the page's head instead (entry-server).
  if (import.meta.env.SSR) noteRenderedTitle(title);
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
}
