// How the chain benchmark asks: signing in as a person does, latency percentiles over many
// requests from a few concurrent connections, and the board's live update between instances.

export async function signIn(base, id, password) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, pw: password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${id}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return cookie.join('; ');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `requests` GETs of `url` from `connections` loops at once (after `warmup` not counted); each
 * answer must be 200. Answers p50, p99, max in ms and the last body, parsed.
 */
export async function latencies(url, headers, { requests, connections, warmup }) {
  const times = [];
  let last;
  let issued = 0;
  const loop = async () => {
    while (issued < warmup + requests) {
      const counted = issued++ >= warmup;
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      if (counted) times.push(elapsed);
      last = body;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1),
    requests: times.length,
    body: JSON.parse(last),
  };
}

/**
 * What a request costs when nothing is kept for it: `rounds` times, `change()` (which raises the
 * versions kept answers stand on, as any write does) and then one request alone. Answers p50 and
 * max in ms.
 */
export async function afterChanges(url, headers, change, rounds) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    await change();
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times.at(-1) };
}

/** An open event stream: `next()` resolves at the next `event: change` after it was called. */
async function openEvents(url) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // Only an event someone waits for counts: one arriving late from an earlier round is dropped.
  const waiting = [];
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith('event: change')) {
            const at = performance.now();
            for (const resolve of waiting.splice(0)) resolve(at);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return {
    instance: response.headers.get('x-chain-instance'),
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => controller.abort(),
  };
}

/**
 * The board's live update across instances: a board listens through the proxy (on whichever
 * instance it lands), each booking goes straight to the other instance, and the time from
 * sending the booking to the board hearing of it is measured, `rounds` times.
 */
export async function liveUpdates({ proxy, instances, date, rounds }) {
  const events = await openEvents(`${proxy}/api/book/events?date=${date}`);
  const other = instances.find((instance) => instance.name !== events.instance);
  if (!other || !events.instance) throw new Error(`the board's stream came from ${events.instance}`);
  const times = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const heard = events.next();
      const response = await fetch(`${other.base}/api/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          date,
          room: 1 + (round % 6),
          time: 9 + Math.floor(round / 6),
          name: `체인${round}`,
          type: '1시간',
          pin: '4821',
        }),
      });
      if (response.status !== 201) throw new Error(`booking: ${response.status} ${await response.text()}`);
      times.push((await heard) - started);
    }
  } finally {
    events.close();
  }
  times.sort((a, b) => a - b);
  return {
    listener: events.instance,
    booker: other.name,
    p50: percentile(times, 50),
    max: times.at(-1),
    rounds,
  };
}
