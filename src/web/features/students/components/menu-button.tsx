/**
 * A small menu behind a button (더보기, 다른 상태): the menu-button pattern of the WAI-ARIA
 * practices. The button opens it (Enter, Space, ↓ or a tap) with the focus on the first item;
 * ↑ ↓ Home End move between items, Escape closes it back to the button, and a tap or focus
 * elsewhere closes it. Choosing an item closes the menu and then runs the item's action, so a
 * confirm dialog it opens takes the focus from a settled page.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './menu-button.module.css';

interface MenuItem {
  label: string;
  /** A second, smaller line: what the choice does (read as the item's description). */
  hint?: string;
  onSelect(): void;
  tone?: 'danger';
}

interface MenuButtonProps {
  /** The button's accessible name (`김민지 더보기`). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: MenuItem[];
  className?: string;
  disabled?: boolean;
}

export function MenuButton({ label, children, items, className = '', disabled = false }: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const away = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const at = entries().indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(at + 1),
      ArrowUp: () => focusItem(at - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div ref={box} className={styles.box}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={`button button-secondary ${styles.trigger} ${className}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-label={item.hint ? item.label : undefined}
              aria-describedby={item.hint ? `${id}-hint-${index}` : undefined}
              className={`${styles.item} ${item.tone === 'danger' ? styles.danger : ''}`}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
              {item.hint ? (
                <span id={`${id}-hint-${index}`} className={styles.hint}>
                  {item.hint}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
