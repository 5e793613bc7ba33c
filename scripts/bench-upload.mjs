// `npm run bench:upload` (docs/benchmarks.md): POST /api/img of a 4000×3000 phone photo (EXIF
// orientation 6, GPS) in-process, median of BENCH_RUNS (5) after a warm-up, and the WebP kept.
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { kb, reportLoad, spread, watchLoad } from './lib/bench.mjs';

const load = watchLoad();
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const [WIDTH, HEIGHT] = [4000, 3000];
const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
for (let y = 0, seed = 12345; y < HEIGHT; y++) {
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
const photo = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
  .withMetadata({ orientation: 6 })
  .toBuffer();
const boundary = '----bench-upload';
const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const payload = Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const { createTestApp } = await tsImport('../src/server/testing/test-app.ts', import.meta.url);
const { signIn } = await tsImport('../src/server/testing/sign-in.ts', import.meta.url);
const t = await createTestApp();
try {
  const { cookie } = await signIn(t.app, 'teacher');
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie };
  const times = [];
  let answer;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/img', headers, payload });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    answer = response.json();
    if (run > 0) times.push(elapsed); // the first run warms up sharp and the JIT
  }
  const stored = await t.app.inject({ url: answer.url });
  console.log(`input:  ${WIDTH}×${HEIGHT} JPEG, ${kb(photo.length)}, EXIF orientation 6 with GPS`);
  console.log(`output: ${answer.width}×${answer.height} WebP, ${kb(stored.rawPayload.length)}`);
  console.log(`time:   ${spread(times)} over ${RUNS} runs`);
} finally {
  await t.close();
}
reportLoad(load.stop());
