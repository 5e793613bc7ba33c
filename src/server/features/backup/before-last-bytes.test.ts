import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { beforeLastBytes } from './backup.routes.ts';

/** What happens, in order, as the chunks go through: 'chunk n' as each comes out, 'last' at the call. */
async function run(chunks: string[], total: number): Promise<string[]> {
  const events: string[] = [];
  const counter = beforeLastBytes(total, () => events.push('last'));
  counter.on('data', (chunk: Buffer) => events.push(`chunk ${chunk.toString()}`));
  const ended = new Promise((resolve) => counter.on('end', resolve));
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(counter);
  await ended;
  return events;
}

describe('beforeLastBytes', () => {
  it('calls before the chunk that holds the last byte goes on, once', async () => {
    expect(await run(['ab', 'cd', 'e'], 5)).toEqual(['chunk ab', 'chunk cd', 'last', 'chunk e']);
  });

  it('calls once when the last byte comes in a chunk with others', async () => {
    expect(await run(['abc', 'de'], 5)).toEqual(['chunk abc', 'last', 'chunk de']);
  });

  it('does not call before the total is reached', async () => {
    expect(await run(['ab', 'cd'], 5)).toEqual(['chunk ab', 'chunk cd']);
  });

  it('calls only once if more bytes come than were announced', async () => {
    expect(await run(['abcde', 'f'], 5)).toEqual(['last', 'chunk abcde', 'chunk f']);
  });
});
