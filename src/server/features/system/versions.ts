/** Versions as the images are tagged: major.minor.patch, numbers only. */
export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** True when `candidate` comes after `running` (0.10.0 after 0.9.3). */
export function isNewer(candidate: string, running: string): boolean {
  const a = candidate.split('.').map(Number);
  const b = running.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}
