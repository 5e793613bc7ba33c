/**
 * How a post's pictures load. The post's HTML arrives sanitised (the server keeps only `src`,
 * `alt`, `title`, `width` and `height` on an image, in double quotes, with `<`, `>` and quotes
 * escaped), so its image tags can be read by pattern. The same string goes in on the server and
 * in the browser, so the same HTML comes out and hydration has nothing to correct.
 *
 * - An upload whose width the tag carries (every picture the editor inserts) gets the srcset
 *   of its narrower copies, with `sizes` saying how wide the post column draws it.
 * - An image without `width` keeps its one address: with a srcset the browser would size it
 *   from the width it is described at, which is only a guess, and a small picture would be
 *   drawn smaller than it is. Without `width` and `height` no room can be kept for it either;
 *   guessing a shape would leave a gap or crop it, so it takes its room when it arrives.
 * - The first picture is likely the largest thing on screen, so it is fetched at once and
 *   first; the rest load lazily (src/web/lib/image-loading.ts).
 */
import { uploadSrcSet } from '#shared/upload-images.ts';
import { imageLoading } from '../../lib/image-loading.ts';

/**
 * How wide a post's picture is drawn (rich-text.module.css: at most the 500px image width
 * and the column; the page's side padding is 20px, 16px up to 400px).
 */
export const POST_IMAGE_SIZES =
  '(max-width: 400px) calc(100vw - 32px), (max-width: 540px) calc(100vw - 40px), 500px';

const IMAGE_TAG = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;

/** The loading rule as HTML attributes (`fetchPriority` is `fetchpriority` in HTML). */
const loadingAttributes = (first: boolean) =>
  Object.fromEntries(Object.entries(imageLoading(first)).map(([name, value]) => [name.toLowerCase(), value]));

export function withResponsiveImages(html: string): string {
  let index = 0;
  return html.replace(IMAGE_TAG, (_tag, attributeText: string) => {
    const attributes = new Map<string, string>();
    for (const [, name, value] of attributeText.matchAll(ATTRIBUTE)) attributes.set(name!, value!);
    const width = attributes.get('width');
    const srcSet = width === undefined ? undefined : uploadSrcSet(attributes.get('src') ?? '', Number(width));
    const added: Record<string, string> = {
      ...(srcSet ? { srcset: srcSet, sizes: POST_IMAGE_SIZES } : {}),
      ...loadingAttributes(index === 0),
    };
    index += 1;
    const extra = Object.entries(added)
      .filter(([name]) => !attributes.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    return `<img${attributeText}${extra} />`;
  });
}

/** Whether the HTML has a picture: the one a post shows after its text is then not its first. */
export function hasImage(html: string): boolean {
  return /<img\b/.test(html);
}
