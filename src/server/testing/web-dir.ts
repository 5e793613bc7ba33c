/** A built web app in a temporary folder, for tests of what the server serves from it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The page the client mounts on, as the build writes it. */
export const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>학원</title></head><body><div id="root"></div></body></html>';

/** A folder holding `files` (paths relative to it, sub-folders made as needed): its path. */
export function webDirWith(files: Record<string, string | Buffer> = { 'index.html': INDEX_HTML }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-web-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
