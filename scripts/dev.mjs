// `npm run dev`: Vite with hot reload on :5173 (proxying /api and /uploads) and the API
// server restarting on change on :3001. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// Settings from a .env file, if there is one; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Links (a reset, a family link) are built on the studio's address: here Vite's, where the
    // pages are (docs/decisions/061).
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
