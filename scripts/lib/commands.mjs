// The server's commands (`npm run backup`, `restore`, `reset-owner`): each a TypeScript module
// that scripts/build.mjs also bundles into BUILD_DIR/commands, so they run where the production
// image carries no TypeScript loader. A command added to this list is built with the others.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMMAND_SOURCES = [
  'src/server/features/backup/backup-command.ts',
  'src/server/features/auth/reset-owner.ts',
];

const root = path.resolve(import.meta.dirname, '..', '..');

/** Where the build puts a command: BUILD_DIR/commands/<its file name>.js. */
export function builtCommand(source, buildDir = process.env.BUILD_DIR ?? 'dist') {
  return path.resolve(root, buildDir, 'commands', `${path.basename(source, '.ts')}.js`);
}

/**
 * A command's module: from the source through tsx where the development packages are (a
 * checkout, so the command never runs an older build), else from the build (the image).
 */
export async function loadCommand(source) {
  if (!COMMAND_SOURCES.includes(source)) throw new Error(`not a command: ${source}`);
  let tsImport;
  try {
    ({ tsImport } = await import('tsx/esm/api'));
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return import(pathToFileURL(builtCommand(source)).href);
  }
  return tsImport(pathToFileURL(path.join(root, source)).href, import.meta.url);
}
