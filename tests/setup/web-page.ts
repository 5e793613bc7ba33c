/**
 * Each component test starts on an empty page that talks to the real fetch, with <dialog>'s modal
 * methods in place. Said once here, not in the helpers a file imports: the web files share one
 * module registry per worker (isolate: false), so a hook registered when a helper module loads
 * would serve only the first file that loaded it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetTransport, withModalDialogs } from '../../src/web/components/testing/studio-harness.tsx';

beforeEach(withModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetTransport();
});
