/**
 * Questions on the terminal for `npm run restore -- --from-bucket`: a line typed back, the
 * secret ones (the secret key, the passphrase) without echo. Without a terminal (input piped
 * in) the answers are read a line each from the input; with no input at all, null.
 */
import readline from 'node:readline';

/** Reads one line with the terminal's echo off; Ctrl-C stops the command. */
function readSecret(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  return new Promise((resolve) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

let piped: AsyncIterator<string> | null = null;

export async function askOnTerminal(question: string, options: { secret: boolean }): Promise<string | null> {
  if (process.stdin.isTTY) {
    if (options.secret) return readSecret(question);
    const lines = readline.createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await new Promise((resolve) => lines.question(question, resolve));
    } finally {
      lines.close();
    }
  }
  piped ??= readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const next = await piped.next();
  return next.done ? null : next.value;
}
