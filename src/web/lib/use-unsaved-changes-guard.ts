/**
 * Warns before a person leaves a page with unsaved changes: reloading or closing the tab
 * (the browser's own prompt) and following any link inside the site (our confirm dialog).
 * The declarative router has no navigation blocker, so links are caught in the capture phase,
 * before the router's own click handler runs.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../components/ui/confirm-dialog.tsx';

export const LEAVE_MESSAGE = '저장하지 않은 내용이 있습니다. 이 페이지를 떠나시겠습니까?';

function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  return anchor;
}

export function useUnsavedChangesGuard(dirty: boolean): void {
  const confirm = useConfirm();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = internalLink(event);
      if (!anchor) return;
      const target = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(LEAVE_MESSAGE, { confirmLabel: '떠나기' }).then((leave) => {
        if (!leave) return;
        window.removeEventListener('beforeunload', onBeforeUnload);
        document.removeEventListener('click', onClick, true);
        navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm, navigate]);
}
