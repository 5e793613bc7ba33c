import type { ReactNode } from 'react';
import card from './card.module.css';

interface CardSectionProps {
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A card (the kit's raised panel) that is a section of its page, named by its heading. */
export function CardSection({ titleId, title, children }: CardSectionProps) {
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
