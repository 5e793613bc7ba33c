// `npm run bench:upload`: how long `POST /api/img` takes for a 4000×3000 phone-sized JPEG, and
// how big the stored WebP is. The photo is made with sharp (a smooth gradient with sensor-like
// noise, EXIF with GPS, orientation 6) and sent through the real app in-process with
// `app.inject` over a fresh SQLite database, so the figure is the server's own work:
// multipart parsing, type sniffing, decoding, rotation, resizing, WebP encoding and the write.
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';

const machineLoad = watchLoad();

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WIDTH = 4000;
const HEIGHT = 3000;

async function makePhoto() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      // Fine grain plus a wavy texture, so the encoders meet detail as in a real photo.
      const noise = ((seed >>> 16) & 31) - 16 + 30 * Math.sin(x / 23) * Math.cos(y / 31);
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 40 + (x * 180) / WIDTH + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / HEIGHT + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - ((x + y) * 90) / (WIDTH + HEIGHT) + noise));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function multipart(data) {
  const boundary = '----bench-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const { createTestApp } = await tsImport('../src/server/testing/test-app.ts', import.meta.url);
const { signIn } = await tsImport('../src/server/testing/sign-in.ts', import.meta.url);

const photo = await makePhoto();
const t = await createTestApp();
try {
  const teacher = await signIn(t.app, 'teacher');
  const { contentType, payload } = multipart(photo);
  const times = [];
  let answer;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/img',
      headers: { 'content-type': contentType, cookie: teacher.cookie },
      payload,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    answer = response.json();
    if (run > 0) times.push(elapsed); // the first run warms up sharp and the JIT
  }
  const stored = await t.app.inject({ url: answer.url });
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`input:  ${WIDTH}×${HEIGHT} JPEG, ${kb(photo.length)}, EXIF orientation 6 with GPS`);
  console.log(`output: ${answer.width}×${answer.height} WebP, ${kb(stored.rawPayload.length)}`);
  console.log(
    `time:   median ${median.toFixed(0)} ms over ${RUNS} runs (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`,
  );
} finally {
  await t.close();
}
reportLoad(machineLoad.stop());
