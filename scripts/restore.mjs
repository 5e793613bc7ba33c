// `npm run restore <file>`: restores a backup archive into DATA_DIR (SQLite; it must be empty or
// not exist) or into DATABASE_URL (PostgreSQL; it must hold no table). The whole archive is
// checked first (gzip, tar, manifest, every file's SHA-256, paths); a refusal writes nothing.
// `npm run restore -- --from-bucket [--key <name>]` takes the newest whole archive from the
// off-site bucket, asking for its settings and the passphrase (or BACKUP_S3_*, BACKUP_PASSPHRASE)
// (src/server/features/backup/backup-command.ts, decisions 042, 086).
import fs from 'node:fs';
import { loadCommand } from './lib/commands.mjs';

// Settings from a .env file, if there is one, as `npm start` reads them; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const { runRestore } = await loadCommand('src/server/features/backup/backup-command.ts');
process.exitCode = await runRestore(process.env, process.argv.slice(2));
