// `npm run bench:lighthouse`: the public pages, the back office signed in as the owner
// (/managemember, /lessontime, /managelesson, /settings) and the family portal (/family) signed
// in as a family, as a phone on a slow network gets them.
// Lighthouse 12 with its default (mobile) settings — a mid-range phone's screen, simulated
// slow 4G and a 4× slower CPU — on the built server with a fresh database seeded through the
// API (news posts with photos, a busy booking board for today, products with photos). Each
// page is measured three times, each time in a fresh Chrome (empty cache), and the medians are
// printed as Markdown tables with the median run's bytes by type and the audits it fails;
// .bench-output/lighthouse.json keeps them. Low scores are reported, never a failure.
//   npm run bench:lighthouse                           every page
//   npm run bench:lighthouse -- / /news /post/:id      some pages (:id the first seeded post,
//   npm run bench:lighthouse -- --runs 1 /book          :idx the first seeded product)
//   npm run bench:lighthouse -- --keep /settings       also every run's whole report, in
//                                                      .bench-output/lighthouse-runs/
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIsStale } from './build-freshness.mjs';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';
import { seedContent } from './lighthouse/seed-content.mjs';
import { startServer } from './lighthouse/studio-server.mjs';
import { bytesTable, CATEGORIES, scoresTable, summarizePage } from './lighthouse/summarize.mjs';

const CONTENT_PAGES = ['/', '/director', '/facility', '/curriculum', '/address', '/use', '/person'];
/** Measured signed in as the owner: Lighthouse sends the session cookie with every request. */
const BACK_OFFICE = ['/managemember', '/lessontime', '/managelesson', '/settings'];
/** Measured with the session of a family who opened their link. */
const FAMILY = ['/family'];
const PAGES = [
  ...CONTENT_PAGES,
  '/news',
  '/post/:id',
  '/book',
  '/order',
  '/order/:idx',
  ...BACK_OFFICE,
  ...FAMILY,
];
const OWNER = { id: 'owner', password: 'lighthouse-owner-password-7' };
const ATTEMPTS_PER_RUN = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const buildDir = process.env.BUILD_DIR ?? 'dist';
const outputFile = path.join('.bench-output', 'lighthouse.json');
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
/** What to undo when the run ends early (Ctrl-C): the server, its folder, a Chrome. */
const cleanups = new Set();

function readArguments() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, keep: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number ≥ 1, not ${values.runs}`);
  const bad = positionals.find((page) => !page.startsWith('/'));
  if (bad) throw new Error(`a page is a path starting with /, not ${bad}`);
  return { runs, keep: values.keep, pages: positionals.length > 0 ? positionals : PAGES };
}

/**
 * One Lighthouse run in a Chrome of its own, so nothing is cached from an earlier run.
 * chrome-launcher's Launcher rather than its launch(): launch() leaves running a Chrome that
 * never answered, and takes over Ctrl-C, which would leave the server running.
 */
async function lighthouseRun(url, cookie) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = new Launcher({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const kill = () => chrome.kill();
  cleanups.add(kill);
  try {
    await chrome.launch();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    cleanups.delete(kill);
    kill();
  }
}

/**
 * On a busy machine Chrome now and then loses a run's trace (NO_NAVSTART) or crashes; such a
 * run is tried again, up to three attempts, before the page counts as not measured.
 */
function cookieFor(page, seeded) {
  if (BACK_OFFICE.includes(page)) return seeded.cookie;
  if (FAMILY.includes(page)) return seeded.familyCookie;
  return undefined;
}

async function attemptRun(server, page, run, cookie) {
  for (let attempt = 1; ; attempt++) {
    await server.ensureRunning();
    try {
      return await lighthouseRun(server.base + page, cookie);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`  ${page} run ${run}: ${error.message.split('\n')[0]}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function measurePage(server, page, runs, cookie) {
  const lhrs = [];
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    const lhr = await attemptRun(server, page, run, cookie);
    // A back-office page without a valid session would measure the sign-in page instead.
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== page)
      throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    lhrs.push(lhr);
    const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`  ${page} run ${run}/${runs}: performance ${performance}, LCP ${lcp} ms (${seconds} s)`);
  }
  return lhrs;
}

function resolvePages(pages, seeded) {
  return pages.map((page) =>
    page
      .replace('/post/:id', `/post/${seeded.postIds[0]}`)
      .replace('/order/:idx', `/order/${seeded.productIdxs[0]}`),
  );
}

/** `--keep`: every run's whole report, to read what a score is made of (bootup-time, long tasks). */
function keepReports(page, lhrs) {
  const folder = path.join('.bench-output', 'lighthouse-runs');
  fs.mkdirSync(folder, { recursive: true });
  const name = page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  lhrs.forEach((lhr, index) => {
    fs.writeFileSync(path.join(folder, `${name}-${index + 1}.json`), JSON.stringify(lhr));
  });
}

function printReport(pages, failed) {
  console.log(`\nLighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU slowdown); medians\n`);
  console.log(scoresTable(pages));
  console.log('');
  console.log(bytesTable(pages));
  console.log('\nFailing audits (score < 0.9) of the median run');
  for (const page of pages) {
    console.log(`\n${page.path}`);
    if (page.failingAudits.length === 0) console.log('  none');
    for (const audit of page.failingAudits) {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      console.log(`  ${audit.category.padEnd(14)} ${audit.id}: ${audit.title}${value}`);
    }
    for (const warning of page.warnings) console.log(`  warning: ${warning.split('\n')[0]}`);
  }
  for (const { page, error } of failed) console.error(`\n${page} could not be measured: ${error}`);
}

async function main() {
  const { runs, keep, pages } = readArguments();
  const started = Date.now();
  const machineLoad = watchLoad();
  if (buildIsStale(buildDir)) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const server = await startServer({ serverFile: path.resolve(buildDir, 'server', 'main.js'), owner: OWNER });
  cleanups.add(server.stop);
  const measured = [];
  const failed = [];
  let seeded;
  try {
    seeded = await seedContent(server.base, OWNER);
    const { hours, of, skipped } = seeded.board;
    console.log(`Seeded ${seeded.postIds.length} posts, ${seeded.productIdxs.length} products,`);
    console.log(`today's board ${hours} of ${of} room-hours booked`);
    if (hours < 30 || skipped > 0)
      console.log('  (hours already gone in Seoul cannot be booked: the board is lighter late in the day)');
    console.log(`${runs} run(s) of each page on ${server.base}`);
    for (const page of resolvePages(pages, seeded)) {
      try {
        const lhrs = await measurePage(server, page, runs, cookieFor(page, seeded));
        measured.push(summarizePage(page, lhrs));
        if (keep) keepReports(page, lhrs);
      } catch (error) {
        failed.push({ page, error: error.message });
        if (!server.gone()) continue;
        try {
          await server.ensureRunning();
        } catch (stopped) {
          failed.push({ page: 'the pages after it', error: stopped.message });
          break;
        }
      }
    }
  } catch (error) {
    // A server that stopped explains the failure better than the failure itself.
    throw server.gone() ? server.stoppedError() : error;
  } finally {
    cleanups.clear();
    await server.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  printReport(measured, failed);
  console.log(`\n${measured.length} page(s) in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  if (server.restarts() > 0) console.log(`the server was started again ${server.restarts()} time(s)`);
  const load = machineLoad.stop();
  reportLoad(load);
  const record = {
    measuredAt: new Date().toISOString(),
    lighthouseVersion,
    runsPerPage: runs,
    seconds,
    load,
  };
  const json = { ...record, serverRestarts: server.restarts(), board: seeded.board, pages: measured, failed };
  // Scores taken on a busy machine are not the README's: they go beside it, never over it.
  const file = load.quiet ? outputFile : outputFile.replace(/\.json$/, '-busy.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`medians written to ${file}`);
  if (failed.length > 0) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  await main();
} catch (error) {
  const cause = error.cause?.message ? ` (${error.cause.message})` : '';
  console.error(`bench:lighthouse: ${error.message}${cause}`);
  process.exitCode = 1;
}
