// `npm run bench` (docs/benchmarks.md): what a first visit to each page sends, the largest lazy
// chunk, hb-subset's time to cut Pretendard, and the built server's start to its first 200.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kb, reportLoad, spread, startBuilt, watchLoad } from './lib/bench.mjs';
import { seededServer } from './lib/page-content.mjs';

const load = watchLoad();
const port = Number(process.env.BENCH_PORT ?? 4610);
const web = path.join(process.env.BUILD_DIR ?? 'dist', 'web');
const KINDS = ['document', 'script', 'stylesheet', 'font', 'image'];

/** Asks for a page until its HTML declares every font subset it needs (made in the background). */
async function warmFonts(url) {
  for (let attempt = 0, previous = ''; attempt < 20; attempt++) {
    const html = await (await fetch(url)).text();
    const faces = [...html.matchAll(/url\(\/fonts\/[0-9a-f]+\.woff2\)/g)].join();
    if (faces && faces === previous) return;
    previous = faces;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function firstLoadBytes() {
  const server = await seededServer(port + 1);
  const flags = ['--disable-background-networking', '--disable-component-update', '--no-first-run'];
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const args = ['--no-sandbox', '--disable-gpu', ...flags];
  const browser = await chromium.launch({ executablePath, args });
  const rows = [];
  try {
    for (const { template, path: pathname, audience, cookie } of server.pages) {
      // As for every visitor but the first after a change, the page's font subsets are made.
      await warmFonts(`${server.base}${pathname}`);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const cookies = cookie?.split('; ').map((pair) => pair.split(/=(.*)/s)) ?? [];
      await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: server.base })));
      const page = await context.newPage();
      const requests = [];
      page.on('requestfinished', (request) => requests.push(request));
      await page.goto(`${server.base}${pathname}`, { waitUntil: 'networkidle' });
      const row = { template, audience, total: 0, scripts: [] };
      for (const kind of KINDS) row[kind] = 0;
      for (const request of requests) {
        const sizes = await request.sizes();
        const [bytes, kind] = [sizes.responseBodySize + sizes.responseHeadersSize, request.resourceType()];
        [row[kind], row.total] = [(row[kind] ?? 0) + bytes, row.total + bytes];
        const name = path.basename(new URL(request.url()).pathname);
        if (kind === 'script') row.scripts.push({ name, bytes });
      }
      rows.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

async function subsetTiming() {
  const { default: subsetFont } = await import('subset-font');
  const font = fs.readFileSync('node_modules/pretendard/dist/public/variable/PretendardVariable.ttf');
  const variationAxes = { wght: { min: 400, max: 800 } }; // as the server cuts it
  const options = { targetFormat: 'woff2', keepFeatures: ['kern'], variationAxes };
  await subsetFont(font, '가', options);
  const times = [];
  for (let run = 0; run < 5; run++) {
    // A different set each run: 300 syllables spread over the common ones.
    const codes = Array.from({ length: 300 }, (_, i) => 0xac00 + ((i * 37 + run * 11) % 11172));
    const started = performance.now();
    await subsetFont(font, String.fromCharCode(...codes), options);
    times.push(performance.now() - started);
  }
  return times;
}
const pages = await firstLoadBytes();
const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const gzipped = (name) => gzipSync(fs.readFileSync(path.join(web, 'assets', name)), { level: 9 }).length;
const assets = fs.readdirSync(path.join(web, 'assets'));
const chunks = assets.filter((name) => name.endsWith('.js') && name !== entry);
const lazy = chunks.map((name) => ({ name, gzip: gzipped(name) })).sort((a, b) => b.gzip - a.gzip)[0];
const subsetting = await subsetTiming();
const starts = [];
for (let run = 0; run < 5; run++) {
  const server = await startBuilt(port);
  starts.push(server.startedMs);
  await server.stop();
}

console.log('First load of each page, bytes as sent (compressed, with headers; 412 px phone)');
console.log(`| page | ${KINDS.join(' | ')} | total |\n|---|${KINDS.map(() => '---:').join('|')}|---:|`);
for (const [index, row] of pages.entries()) {
  if (row.audience !== pages[index - 1]?.audience && row.audience !== 'public')
    console.log(`| signed in as ${row.audience === 'owner' ? 'the owner' : 'a family'}: | | | | | | |`);
  const cells = KINDS.map((kind) => kb(row[kind]));
  console.log(`| \`${row.template}\` | ${cells.join(' | ')} | ${kb(row.total)} |`);
}
const publicPages = pages.filter((row) => row.audience === 'public');
const heaviest = publicPages.reduce((a, b) => (b.script > a.script ? b : a));
console.log(`\nscripts of ${heaviest.template}, the public page that sends the most:`);
for (const file of heaviest.scripts.sort((a, b) => b.bytes - a.bytes))
  console.log(`${kb(file.bytes).padStart(11)}  ${file.name}`);
console.log(`largest lazy chunk (gzip): ${kb(lazy.gzip)}  (${lazy.name})`);
console.log(`hb-subset, 300 Hangul syllables: ${spread(subsetting)}`);
console.log(`start → first 200 /api/health: ${spread(starts)}; SQLite, fresh data folder`);
reportLoad(load.stop());
