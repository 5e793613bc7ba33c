import type { ButtonHTMLAttributes } from 'react';

type SecondaryButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>;

/** A button in the quieter look, beside a page's main action (지난주, 다음 주); it never sends a form. */
export function SecondaryButton(props: SecondaryButtonProps) {
  return <button type="button" className="button button-secondary" {...props} />;
}
