/**
 * Warns before a person leaves a page with unsaved changes: reloading or closing the tab
 * (the browser's own prompt), following any link inside the site, and the Back button (our
 * confirm dialog). The declarative router has no navigation blocker, so links are caught in the
 * capture phase, before the router's own click handler runs, and Back is caught with a guard
 * entry: a copy of the page's own history entry that Back lands on first.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { entryMark, pushMarkedEntry } from '../../lib/history-marks.ts';
import { useConfirm } from './confirm-dialog.tsx';

export const LEAVE_MESSAGE = '저장하지 않은 내용이 있습니다. 이 페이지를 떠나시겠습니까?';

function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  return anchor;
}

/** The key in `history.state` marking the guard entry, so a dialog's entry popped above it is told apart. */
const GUARD_ENTRY = 'studioGuard';

const pushGuardEntry = () => pushMarkedEntry(GUARD_ENTRY, true);

/** Still on the guard entry (or a dialog's above it): Back only closed a dialog. */
const onGuardEntry = () => Boolean(entryMark(GUARD_ENTRY));

/** `release()` removes the guard entry before the page moves on by itself (after saving). */
export function useUnsavedChangesGuard(dirty: boolean): { release(): Promise<void> } {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const guarded = useRef(false);

  const release = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!guarded.current) return resolve();
        guarded.current = false;
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
    [],
  );

  useEffect(() => {
    if (!dirty) return;
    if (!guarded.current) {
      pushGuardEntry();
      guarded.current = true;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const stopGuarding = () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
    // Back has taken the guard entry away: the page is still here, so ask.
    const onPopState = () => {
      if (!guarded.current || onGuardEntry()) return;
      guarded.current = false;
      void confirm(LEAVE_MESSAGE, { confirmLabel: '떠나기' }).then((leave) => {
        if (leave) {
          stopGuarding();
          window.history.back();
        } else {
          pushGuardEntry();
          guarded.current = true;
        }
      });
    };
    const onClick = (event: MouseEvent) => {
      const anchor = internalLink(event);
      if (!anchor) return;
      const target = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(LEAVE_MESSAGE, { confirmLabel: '떠나기' }).then(async (leave) => {
        if (!leave) return;
        stopGuarding();
        await release();
        navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return stopGuarding;
  }, [dirty, confirm, navigate, release]);

  return { release };
}
