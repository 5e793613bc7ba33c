// `npm run bench:lighthouse` (docs/benchmarks.md): Lighthouse's mobile medians of BENCH_RUNS (3)
// runs a page, each in a fresh Chrome; `npm run bench:lighthouse -- / /post/:id` for some pages.
// BENCH_BUSY=2 measures on a machine kept busy by 2 processes per core that never wait
// (decision 070): the score of a page whose phone is slow and busy, not of a quiet machine.
import { execFileSync } from 'node:child_process';
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIsStale } from './build-freshness.mjs';
import { makeLoad, median, reportLoad, watchLoad } from './lib/bench.mjs';
import { seededServer } from './lib/page-content.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function run(url, cookie) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  const chrome = new Launcher({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    await chrome.launch();
    const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const headers = cookie ? { extraHeaders: { cookie } } : {};
    const { lhr } = (await lighthouse(url, { ...options, ...headers })) ?? {};
    const error = lhr ? lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned no result' };
    if (error) throw new Error(`${error.code}: ${error.message}`);
    // A back-office page without a valid session would measure the sign-in page instead.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The audits a run fails (score < 0.9), weighted ones first, as a score loses them. */
function failing(lhr) {
  const found = new Map();
  const skipped = ['notApplicable', 'informative', 'manual', 'error'];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories))
    for (const { id, weight, group } of auditRefs) {
      const audit = lhr.audits[id];
      if (!audit || group === 'metrics' || group === 'hidden' || skipped.includes(audit.scoreDisplayMode))
        continue;
      const loss = weight * (1 - audit.score);
      if (audit.score !== null && audit.score < 0.9 && !found.has(id))
        found.set(id, { category, id, audit, loss });
    }
  return [...found.values()].sort((a, b) => b.loss - a.loss);
}
if (buildIsStale(process.env.BUILD_DIR ?? 'dist'))
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const server = await seededServer(Number(process.env.BENCH_PORT ?? 4620), process.argv.slice(2));
const busy = Number(process.env.BENCH_BUSY ?? 0);
const made = busy > 0 ? makeLoad(busy) : undefined;
// The load average takes a minute to show a change: with load made, it settles first.
if (made) await new Promise((resolve) => setTimeout(resolve, 60_000));
const load = watchLoad();
const [rows, failures] = [[], []];
try {
  for (const { path, cookie } of server.pages) {
    try {
      const lhrs = [];
      // Chrome now and then loses a run on a busy machine (NO_NAVSTART): such a run is tried again.
      const once = () => run(`${server.base}${path}`, cookie);
      for (let number = 1; number <= RUNS; number++) lhrs.push(await once().catch(once));
      const score = (id) => Math.round(median(lhrs.map((lhr) => lhr.categories[id].score * 100)));
      const scores = CATEGORIES.map(score);
      const [fcp, lcp, tbt] = METRICS.map((id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue)));
      const cls = median(lhrs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue));
      const times = [fcp, lcp, tbt].map((ms) => Math.round(ms).toLocaleString('en-US'));
      rows.push(`| \`${path}\` | ${[...scores, ...times].join(' | ')} | ${cls.toFixed(3)} |`);
      console.log(rows.at(-1));
      for (const { category, id, audit } of failing(computeMedianRun(lhrs)))
        console.log(`    fails: ${category} ${id}: ${audit.title} ${audit.displayValue ?? ''}`);
    } catch (error) {
      failures.push(`${path} could not be measured: ${error.message}`);
    }
  }
} finally {
  made?.stop();
  await server.stop();
}
const { default: about } = await import('lighthouse/package.json', { with: { type: 'json' } });
const title = `\nLighthouse ${about.version}, mobile (simulated slow 4G, 4× CPU slowdown); medians of ${RUNS}\n`;
const head = `| page | performance | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS |`;
console.log(title);
console.log(head);
console.log(`|---|${'---:|'.repeat(8)}\n${rows.join('\n')}`);
for (const failure of failures) console.error(failure);
reportLoad(load.stop(), made);
if (failures.length > 0) process.exitCode = 1;
