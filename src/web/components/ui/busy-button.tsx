import type { ReactNode } from 'react';

/**
 * A button whose work takes a while: while `busy` it says so (`busyLabel`) and takes no second
 * press; `disabled` is for the other reasons it cannot be pressed.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  onClick,
  disabled = false,
  secondary = false,
  type = 'button',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  secondary?: boolean;
  type?: 'button' | 'submit';
}) {
  return (
    <button
      type={type}
      className={secondary ? 'button button-secondary' : 'button'}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
