// `npm run reset-owner`: for the owner who lost their password. Run on the server, in the
// site's folder, with the server's settings (the environment or .env: DATA_DIR or
// DATABASE_URL, PUBLIC_URL, HOST, PORT); prints a one-time link, good for 24 hours, to set a
// new password (src/server/features/auth/reset-owner.ts, docs/decisions/034).
import fs from 'node:fs';
import { loadCommand } from './lib/commands.mjs';

// Settings from a .env file, if there is one, as `npm start` reads them; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const { runResetOwner } = await loadCommand('src/server/features/auth/reset-owner.ts');
process.exitCode = await runResetOwner(process.env);
