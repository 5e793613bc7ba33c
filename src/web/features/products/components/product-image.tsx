import styles from './product-image.module.css';

/** A product's photo, or a quiet placeholder for a product registered without one. */
export function ProductImage({ src, className = '' }: { src: string | null; className?: string }) {
  if (!src) {
    return (
      <div className={`${styles.placeholder} ${className}`} aria-hidden="true">
        <span>♪</span>
      </div>
    );
  }
  return <img className={`${styles.image} ${className}`} src={src} alt="" loading="lazy" decoding="async" />;
}
