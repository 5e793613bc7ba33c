import fs from 'node:fs';

/**
 * The system Chromium the journeys run in (Playwright's own download does not work on our
 * machines): Debian's headless shell where it is installed, the whole browser otherwise
 * (decision 105). `CHROMIUM_PATH` names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_BROWSER),
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

/** The same in the whole browser, for the journeys the headless shell's resting pointer would upset. */
export const wholeBrowserLaunch = { ...chromiumLaunch, executablePath: WHOLE_BROWSER };
