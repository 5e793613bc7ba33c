import { uploadSrcSet } from '#shared/upload-images.ts';
import { imageLoading } from '../../../lib/image-loading.ts';
import styles from './product-image.module.css';

interface ProductImageProps {
  src: string | null;
  /** How wide the page draws the photo at each layout width, for choosing among its copies. */
  sizes: string;
  /** The page's largest picture on arrival: fetched at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A product's photo, or a quiet placeholder for a product registered without one. Its box is a
 * 4:3 frame the photo is cropped to (product-image.module.css), so nothing moves when it arrives.
 */
export function ProductImage({ src, sizes, priority = false, className = '' }: ProductImageProps) {
  if (!src) {
    return (
      <div className={`${styles.placeholder} ${className}`} aria-hidden="true">
        <span>♪</span>
      </div>
    );
  }
  const srcSet = uploadSrcSet(src);
  return (
    <img
      className={`${styles.image} ${className}`}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={400}
      height={300}
      alt=""
      {...imageLoading(priority)}
    />
  );
}
