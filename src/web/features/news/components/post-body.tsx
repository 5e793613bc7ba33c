/**
 * A post as visitors read it: its sanitised HTML, with pictures that load at the width they
 * are drawn (components/rich-text/rich-text-images.ts), and the picture the spec's client may attach after the text.
 */
import { useMemo } from 'react';
import contentStyles from '../../../components/rich-text/rich-text.module.css';
import { hasImage, withResponsiveImages } from '../../../components/rich-text/rich-text-images.ts';
import { imageLoading } from '../../../lib/image-loading.ts';
import styles from './post-body.module.css';

export function PostBody({ content, imageUrl }: { content: string; imageUrl: string | null }) {
  const html = useMemo(() => withResponsiveImages(content), [content]);
  return (
    <article>
      <div
        className={`${contentStyles.content} ${styles.body}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 008).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* Its width is not known, so no srcset (see components/rich-text/rich-text-images.ts); first only in a post without pictures. */}
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt="" {...imageLoading(!hasImage(content))} />
      ) : null}
    </article>
  );
}
