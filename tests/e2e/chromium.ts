import fs from 'node:fs';

/**
 * The system Chromium the journeys run in (Playwright's own download does not work on our
 * machines): Debian's headless shell where it is installed, the whole browser otherwise
 * (decision 105). `CHROMIUM_PATH` names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};
