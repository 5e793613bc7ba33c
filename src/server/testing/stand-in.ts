/**
 * A value that a `beforeAll` hook makes, named before the hook runs: tests and later hooks read
 * it as the value itself (`t.app`, `owner.cookie`, `{ ...teacher }`).
 */
export function standIn<T extends object>(made: () => T | undefined): T {
  const value = () => {
    const now = made();
    if (!now) throw new Error('The value is made before the first test: read it inside a test or a hook.');
    return now;
  };
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(value(), property),
    // Spread and compared as the value it stands for.
    ownKeys: () => {
      const now = made();
      return now ? Reflect.ownKeys(now) : [];
    },
    getOwnPropertyDescriptor: (_target, property) => {
      const now = made();
      return now ? { ...Reflect.getOwnPropertyDescriptor(now, property), configurable: true } : undefined;
    },
  });
}
