/**
 * Ten of a request at once before a race, so that the race that follows is between requests,
 * not between the connection set-ups of a pool still empty.
 */
export async function warmPool(request: () => Promise<unknown>): Promise<void> {
  await Promise.all(Array.from({ length: 10 }, request));
}
