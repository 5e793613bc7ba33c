/**
 * A chunk fetched once however often it is asked for, `loaded` seeing it first. A failed fetch
 * is forgotten, so the next ask (a later visit, tap or island) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>, loaded: (value: T) => void): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().then(
      (value) => {
        loaded(value);
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
