/**
 * How a picture loads, one rule for every page: the picture that is likely the largest thing
 * on screen when the page opens (a post's first picture, a product's photo) is fetched at once
 * and ahead of others, and its decoding is not put off; every other picture waits until it is
 * near the screen and is decoded off the main thread.
 */
type ImageLoading = { fetchPriority: 'high' } | { loading: 'lazy'; decoding: 'async' };

export function imageLoading(priority: boolean): ImageLoading {
  return priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
}
