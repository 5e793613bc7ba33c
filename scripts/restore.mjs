// `npm run restore <file>`: restores a backup archive into DATA_DIR, which must be empty or not
// exist. The whole archive is checked first (gzip, tar, manifest, every file's SHA-256, paths);
// a refusal writes nothing (src/server/features/backup/backup-command.ts, decision 042).
import fs from 'node:fs';
import { loadCommand } from './lib/commands.mjs';

// Settings from a .env file, if there is one, as `npm start` reads them; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const { runRestore } = await loadCommand('src/server/features/backup/backup-command.ts');
process.exitCode = await runRestore(process.env, process.argv.slice(2));
