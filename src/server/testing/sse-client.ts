/** A minimal server-sent-events reader for tests: collects `event: change` payloads. */
import http from 'node:http';

export interface SseClient {
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** Resolves with the first change that matches, or rejects after `timeoutMs`. */
  waitFor(match: (data: { date: string }) => boolean, timeoutMs?: number): Promise<{ date: string }>;
  close(): void;
}

export function openSse(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const seen: { date: string }[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: change') && data) seen.push(JSON.parse(data.slice(6)));
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        contentEncoding: response.headers['content-encoding'],
        waitFor: (match, timeoutMs = 3000) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = seen.find(match);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error('no matching change arrived in time'));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
