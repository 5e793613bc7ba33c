// `npm run backup`: one backup archive of the studio (the database — SQLite's copy or
// PostgreSQL's tables from one snapshot — and the uploaded photos) into DATA_DIR/backups while
// the server keeps running; prints the archive's path. Run in the site's folder with the
// server's settings (the environment or .env) (src/server/features/backup/backup-command.ts,
// decisions 042, 086).
import fs from 'node:fs';
import { loadCommand } from './lib/commands.mjs';

// Settings from a .env file, if there is one, as `npm start` reads them; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const { runBackup } = await loadCommand('src/server/features/backup/backup-command.ts');
process.exitCode = await runBackup(process.env);
