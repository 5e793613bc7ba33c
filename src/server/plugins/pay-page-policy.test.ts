import { describe, expect, it } from 'vitest';
import { payPagePolicy } from './pay-page-policy.ts';

const SITE =
  "default-src 'self';form-action 'self';script-src 'self';script-src-attr 'none';connect-src 'self';media-src 'self' blob:";

describe('payPagePolicy', () => {
  it("adds Toss's script, frames and requests to the site's policy", () => {
    expect(payPagePolicy(SITE, 'https://js.tosspayments.com/v2/standard')).toBe(
      "default-src 'self';form-action 'self';script-src 'self' https://js.tosspayments.com;script-src-attr 'none';" +
        "connect-src 'self' https://*.tosspayments.com https://*.toss.im;media-src 'self' blob:;" +
        "frame-src 'self' https://*.tosspayments.com https://*.toss.im",
    );
  });

  it("allows a stand-in's own origin only, never a wildcard of Toss's", () => {
    expect(payPagePolicy(SITE, 'http://127.0.0.1:4599/v2/standard')).toBe(
      "default-src 'self';form-action 'self';script-src 'self' http://127.0.0.1:4599;script-src-attr 'none';" +
        "connect-src 'self' http://127.0.0.1:4599;media-src 'self' blob:;frame-src 'self' http://127.0.0.1:4599",
    );
  });

  it('does not take a look-alike host for Toss', () => {
    expect(payPagePolicy(SITE, 'https://eviltosspayments.com/v2/standard')).not.toContain(
      '*.tosspayments.com',
    );
  });
});
