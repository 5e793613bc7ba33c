/**
 * The content security policy of a pay page (`/pay/…`): the site's own, and besides it what
 * Toss Payments' window needs there alone — its script, the frames it opens over the page on a
 * wide screen and the requests it makes. No other page may load a script from elsewhere.
 */

/** Where Toss's window lives, when the script is Toss's own; a stand-in in tests is its own origin. */
const TOSS_PLACES = ['https://*.tosspayments.com', 'https://*.toss.im'];

function windowPlaces(scriptUrl: string): { script: string; others: string[] } {
  const { origin, hostname } = new URL(scriptUrl);
  const isToss = hostname === 'tosspayments.com' || hostname.endsWith('.tosspayments.com');
  return { script: origin, others: isToss ? TOSS_PLACES : [origin] };
}

/** `policy` (helmet's `a b;c d` form) with the payment window's places added. */
export function payPagePolicy(policy: string, scriptUrl: string): string {
  const { script, others } = windowPlaces(scriptUrl);
  const adds: Record<string, string[]> = {
    'script-src': [script],
    'connect-src': others,
    'frame-src': others,
  };
  const directives = policy.split(';').map((directive) => {
    const name = directive.trim().split(/\s+/)[0] ?? '';
    const add = adds[name];
    if (!add) return directive;
    delete adds[name];
    return `${directive} ${add.join(' ')}`;
  });
  // A directive the policy lacks falls back to default-src ('self'): it is written out whole.
  for (const [name, add] of Object.entries(adds)) directives.push(`${name} 'self' ${add.join(' ')}`);
  return directives.join(';');
}
