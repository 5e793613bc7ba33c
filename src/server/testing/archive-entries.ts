/** What a .tar.gz holds, each entry's path with its bytes: for the tests that open a backup or an export. */
import * as tar from 'tar';

export async function archiveEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await tar.list({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.set(entry.path, Buffer.concat(chunks)));
    },
  });
  return entries;
}
