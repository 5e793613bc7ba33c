// `npm run test:deploy`: builds the image from the unchanged Dockerfile, runs compose.yaml with
// Caddy on a test name (Caddy's own certificate authority, the name mapped to 127.0.0.1), and
// checks through HTTPS what a studio relies on. Starts Docker when the machine has none running.
// Prints `N passed, N failed` last and exits non-zero on any failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const project = 'studiotest';
const domain = 'studio.test';
const httpPort = 18080;
const httpsPort = 18443;
const agentToken = 'deploy-test-agent-token-0123456789';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-deploy-'));
const results = [];
fs.rmSync(path.join(root, '.deploy-output'), { recursive: true, force: true });

function sh(command, args, options = {}) {
  const output = execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  return (output ?? '').trim();
}

const began = Date.now();

/** A line of progress, with the seconds since the test began. */
function log(line) {
  console.log(`[deploy ${Math.round((Date.now() - began) / 1000)} s] ${line}`);
}

async function check(name, body) {
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : error}`);
  }
}

function expectEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(what, test, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await test();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(1000);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message ?? last}` : ''}`);
}

// ── Docker ────────────────────────────────────────────────────────────────────

function dockerAnswers() {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
}

async function ensureDocker() {
  if (dockerAnswers()) return;
  const missing = ['dockerd', 'docker-compose', 'mmdebstrap'].filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length > 0) {
    log(`installing Docker from Debian's packages (${missing.join(', ')} missing)`);
    sh('apt-get', ['install', '-y', '-qq', 'docker.io', 'docker-compose', 'mmdebstrap'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const daemon = spawn('dockerd', [], {
    detached: true,
    stdio: ['ignore', fs.openSync(path.join(work, 'dockerd.log'), 'a'), 'ignore'],
  });
  daemon.unref();
  await until('the Docker daemon', () => dockerAnswers(), 60_000);
}

function composeArgs() {
  return ['--project-name', project, '--project-directory', work, '-f', path.join(work, 'compose.yaml')];
}

function compose(args, options = {}) {
  return sh('docker-compose', [...composeArgs(), ...args], {
    cwd: work,
    ...options,
  });
}

// ── better-sqlite3's prebuilt binary ──────────────────────────────────────────

/** The port the build's npm downloads better-sqlite3's prebuilt binary from. */
const prebuiltPort = 18099;

/**
 * Serves this machine's own build of better-sqlite3 as its release on GitHub is laid out: a
 * build with GitHub in reach downloads that prebuilt binary instead of compiling SQLite, a
 * minute of one core (decision 113). The binary is ready once it loads: under .ci/run this
 * test starts before npm ci, and the machine compiles its copy meanwhile. Resolves with the
 * server, or with null when no binary loads within ten minutes: the build then compiles.
 */
async function servePrebuiltSqlite(address) {
  const folder = path.join(root, 'node_modules/better-sqlite3');
  const binary = path.join(folder, 'build/Release/better_sqlite3.node');
  const loads = () => spawnSync(process.execPath, ['-e', `require(${JSON.stringify(binary)})`]).status === 0;
  try {
    await until("better-sqlite3's binary built on this machine", loads, 600_000);
  } catch {
    return null;
  }
  const { version: sqliteVersion } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const archive = path.join(work, 'better-sqlite3.tar.gz');
  sh('tar', ['-czf', archive, '-C', folder, 'build/Release/better_sqlite3.node']);
  const name = `better-sqlite3-v${sqliteVersion}-node-v${process.versions.modules}-linux-${process.arch}.tar.gz`;
  const server = http.createServer((incoming, answer) => {
    if (incoming.url !== `/v${sqliteVersion}/${name}`) {
      answer.writeHead(404).end();
      return;
    }
    server.served = true;
    answer.writeHead(200, { 'content-type': 'application/gzip' });
    fs.createReadStream(archive).pipe(answer);
  });
  // A port already taken leaves the build to compile, as with no binary.
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(prebuiltPort, address, () => resolve(server));
  });
}

/** A command that keeps the event loop turning meanwhile (the prebuilt binary's server). */
function shAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} failed (${code}): ${errors.trim()}`)),
    );
  });
}

// ── HTTPS through Caddy ───────────────────────────────────────────────────────

let authority;
let imageTag;
let version;

function request(method, urlPath, { body, cookie, secure = true } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const transport = secure ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      {
        host: '127.0.0.1',
        port: secure ? httpsPort : httpPort,
        servername: domain,
        ca: authority,
        method,
        path: urlPath,
        headers: {
          host: domain,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    if (payload) outgoing.write(payload);
    outgoing.end();
  });
}

async function healthyOverHttps() {
  return until(
    'the site over HTTPS',
    async () => (await request('GET', '/api/health')).status === 200,
    180_000,
  );
}

/** From inside the app's container. */
function fromApp(script) {
  return compose(['exec', '-T', 'app', 'node', '--input-type=module', '-e', script]);
}

/**
 * From a container of its own on the stack's network, where the update agent is reachable:
 * not from the app's container, which the agent stops during an update.
 */
function onNetwork(script) {
  return sh('docker', [
    'run',
    '--rm',
    '--network',
    `${project}_default`,
    `studio:${imageTag}`,
    'node',
    '--input-type=module',
    '-e',
    script,
  ]);
}

async function agent(method, agentPath, body) {
  const script = `const answer = await fetch('http://updater:8080${agentPath}', { method: '${method}', headers: { authorization: 'Bearer ${agentToken}', 'content-type': 'application/json' }${
    body ? `, body: ${JSON.stringify(JSON.stringify(body))}` : ''
  } }); console.log(JSON.stringify({ status: answer.status, body: await answer.json() }));`;
  return JSON.parse(onNetwork(script));
}

function appImage() {
  const id = compose(['ps', '-q', 'app']);
  return sh('docker', ['inspect', '--format', '{{.Config.Image}}', id]);
}

const ownerPassword = 'studio-owner-pass-1';

function setupBody(code) {
  return {
    code,
    owner: {
      id: 'director',
      pw: ownerPassword,
      pwCon: ownerPassword,
      name: '박원장',
      phone: '010-2345-6789',
    },
    studio: {
      name: '소리샘 음악학원',
      phone: '02-123-4567',
      address: '서울특별시 마포구 양화로 45',
      businessNumber: '220-81-62517',
    },
  };
}

/** The session cookie an answer sets, as a browser sends it back. */
function sessionCookie(answer) {
  const cookie = [answer.headers['set-cookie']].flat()[0];
  if (!cookie) throw new Error('no cookie set');
  return cookie.split(';')[0];
}

// ── The run ───────────────────────────────────────────────────────────────────

async function main() {
  await ensureDocker();
  const nodeVersion = process.versions.node;
  const caddyTag = /image: caddy:(\S+)/.exec(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'))?.[1];
  log(`base images: node ${nodeVersion}, caddy ${caddyTag}`);
  // The host as containers on Docker's default network reach it, those of a build too.
  const gateway = sh('docker', [
    'network',
    'inspect',
    'bridge',
    '--format',
    '{{(index .IPAM.Config 0).Gateway}}',
  ]);
  const baseImages = path.join(root, 'tests/deploy/base-images.sh');
  const prebuiltHost = `http://${gateway}:${prebuiltPort}`;
  sh('bash', [baseImages, nodeVersion, caddyTag, prebuiltHost], { stdio: 'inherit' });
  const prebuilt = await servePrebuiltSqlite(gateway);

  log('building the image from the Dockerfile');
  version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const tag = version.split('.').slice(0, 2).join('.');
  imageTag = tag;
  // Tagged by its whole version and by the major.minor compose.yaml pins (a release's images).
  await shAsync(
    'docker',
    [
      'build',
      '--quiet',
      '--build-arg',
      `VERSION=${version}`,
      '-t',
      `studio:${version}`,
      '-t',
      `studio:${tag}`,
      root,
    ],
    {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    },
  );
  prebuilt?.close();
  const sqliteOrigin = prebuilt?.served
    ? "this machine's build, downloaded as a release's"
    : "not downloaded: compiled, or the layer taken from Docker's cache";
  log(`better-sqlite3 in the image: ${sqliteOrigin}`);
  const size = Number(sh('docker', ['image', 'inspect', '--format', '{{.Size}}', `studio:${tag}`]));
  log(`image studio:${tag}: ${(size / 1e6).toFixed(0)} MB uncompressed`);

  fs.copyFileSync(path.join(root, 'compose.yaml'), path.join(work, 'compose.yaml'));
  fs.mkdirSync(path.join(work, 'deploy'));
  fs.copyFileSync(path.join(root, 'deploy/Caddyfile'), path.join(work, 'deploy/Caddyfile'));
  fs.writeFileSync(
    path.join(work, '.env'),
    [
      `COMPOSE_PROJECT_NAME=${project}`,
      `DOMAIN=${domain}`,
      'EMAIL=owner@studio.test',
      'TLS_MODE=internal',
      `HTTP_PORT=${httpPort}`,
      `HTTPS_PORT=${httpsPort}`,
      `STUDIO_VERSION=${tag}`,
      `UPDATE_AGENT_TOKEN=${agentToken}`,
      'UPDATE_PULL=false',
      'UPDATE_HEALTH_WAIT_MS=45000',
      '',
    ].join('\n'),
  );
  compose(['down', '-v', '--remove-orphans']);
  compose(['up', '-d', '--no-build']);
  authority = await until("Caddy's root certificate", () =>
    compose(['exec', '-T', 'caddy', 'cat', '/data/caddy/pki/authorities/local/root.crt']),
  );
  await healthyOverHttps();
  log('stack up');

  await check('the image is at most 400 MB uncompressed', () => {
    if (size > 400e6) throw new Error(`${(size / 1e6).toFixed(0)} MB`);
  });

  await check('HTTPS answers with HSTS; plain HTTP is sent on to HTTPS', async () => {
    // A fresh install: every page leads to the setup, which is itself a page.
    const page = await request('GET', '/setup');
    expectEqual(page.status, 200, 'status of /setup');
    if (!/max-age=\d+/.test(page.headers['strict-transport-security'] ?? ''))
      throw new Error('no HSTS header');
    const plain = await request('GET', '/curriculum', { secure: false });
    expectEqual(plain.status, 308, 'status over HTTP');
    expectEqual(plain.headers.location, `https://${domain}/curriculum`, 'redirect');
  });

  await check('the app does not run as root', () => {
    expectEqual(compose(['exec', '-T', 'app', 'id', '-u']), '10001', 'uid in the app container');
  });

  await check("Docker's own health check reports the app healthy", async () => {
    const id = compose(['ps', '-q', 'app']);
    await until(
      'healthy',
      () => sh('docker', ['inspect', '--format', '{{.State.Health.Status}}', id]) === 'healthy',
      120_000,
    );
  });

  let ownerCookie = '';
  await check('the setup needs the code from the log, works once, and makes the owner', async () => {
    expectEqual((await request('GET', '/api/setup')).json?.needed, true, 'setup needed');
    const code = await until(
      'the setup code in the log',
      () => /"setupCode":"([0-9A-Z-]{19})"/.exec(compose(['logs', '--no-color', 'app']))?.[1],
    );
    const wrong = await request('POST', '/api/setup', { body: setupBody('ZZZZ-ZZZZ-ZZZZ-ZZZZ') });
    expectEqual(wrong.status, 403, 'a wrong code');
    expectEqual(wrong.json?.error?.code, 'setup.wrong_code', 'error code');
    const done = await request('POST', '/api/setup', { body: setupBody(code) });
    expectEqual(done.status, 201, 'the right code');
    const again = await request('POST', '/api/setup', { body: setupBody(code) });
    expectEqual(again.status, 409, 'the same code a second time');
    ownerCookie = sessionCookie(done);
    const session = await request('GET', '/api/session', { cookie: ownerCookie });
    expectEqual(session.json?.role, 'owner', "the session's role");
    expectEqual(session.json?.id, 'director', "the owner's id");
  });

  await check('the session cookie is Secure and HttpOnly, the answer carries HSTS', async () => {
    const login = await request('POST', '/api/user/login', { body: { id: 'director', pw: ownerPassword } });
    expectEqual(login.status, 200, 'login');
    const cookie = [login.headers['set-cookie']].flat()[0];
    if (!/;\s*Secure/i.test(cookie ?? '')) throw new Error(`cookie without Secure: ${cookie}`);
    if (!/;\s*HttpOnly/i.test(cookie ?? '')) throw new Error(`cookie without HttpOnly: ${cookie}`);
    if (!/max-age=\d+/.test(login.headers['strict-transport-security'] ?? '')) throw new Error('no HSTS');
  });

  await check('the data and the session survive a restart', async () => {
    compose(['restart', 'app']);
    await healthyOverHttps();
    const session = await request('GET', '/api/session', { cookie: ownerCookie });
    expectEqual(session.json?.id, 'director', 'the session after the restart');
    expectEqual((await request('GET', '/api/setup')).json?.needed, false, 'setup needed after the restart');
  });

  await check('사이트 관리 → 시스템 names the version, the database, HTTPS and the agent', async () => {
    const answer = await request('GET', '/api/system', { cookie: ownerCookie });
    expectEqual(answer.status, 200, 'status');
    expectEqual(answer.json.version, version, 'version');
    expectEqual(answer.json.database, 'sqlite', 'database');
    expectEqual(answer.json.https, true, 'https');
    expectEqual(answer.json.publicUrl, `https://${domain}`, 'address');
    expectEqual(answer.json.update.agent, true, 'an agent is set');
  });

  await check('backup, restore and reset-owner run inside the container', () => {
    const archive = compose(['exec', '-T', 'app', 'npm', 'run', '-s', 'backup']).split('\n').at(-1);
    if (!/^\/data\/backups\/studio-backup-[\d-]+_\d{6}\.tar\.gz$/.test(archive ?? ''))
      throw new Error(`backup printed ${archive}`);
    const restored = compose([
      'exec',
      '-T',
      '-e',
      'DATA_DIR=/tmp/restored',
      'app',
      'npm',
      'run',
      '-s',
      'restore',
      archive,
    ]);
    if (!restored.includes('/tmp/restored')) throw new Error(`restore printed ${restored}`);
    const reset = compose(['exec', '-T', 'app', 'npm', 'run', '-s', 'reset-owner']);
    if (!reset.includes(`https://${domain}/`)) throw new Error(`reset-owner printed ${reset}`);
  });

  await check('a migration that fails stops the start, names its backup, and leaves the data', async () => {
    compose(['stop', 'app']);
    const failed = spawnSync(
      'docker-compose',
      [...composeArgs(), 'run', '--rm', '-T', '-e', 'STUDIO_MIGRATION_DRILL=fail', 'app'],
      { cwd: work, encoding: 'utf8' },
    );
    const output = `${failed.stdout}${failed.stderr}`;
    expectEqual(failed.status, 1, 'exit code of the start');
    if (!output.includes('999-failure-drill이(가) 실패해 되돌렸습니다'))
      throw new Error(`no Korean message naming the migration:\n${output.slice(-800)}`);
    const backup = /Backup made just before: (\S+)/.exec(output)?.[1];
    if (!backup) throw new Error(`no backup named:\n${output.slice(-800)}`);
    const listed = spawnSync(
      'docker-compose',
      [...composeArgs(), 'run', '--rm', '-T', '--entrypoint', 'ls', 'app', backup],
      { cwd: work, encoding: 'utf8' },
    );
    expectEqual(listed.stdout.trim(), backup, 'the backup it names, in the volume');
    compose(['start', 'app']);
    await healthyOverHttps();
    const session = await request('GET', '/api/session', { cookie: ownerCookie });
    expectEqual(session.json?.id, 'director', 'the owner after the failed start');
    const tables = fromApp(
      "const { default: D } = await import('/app/node_modules/better-sqlite3/lib/index.js'); const db = new D('/data/studio.db', { readonly: true }); console.log(db.prepare(\"select count(*) as n from sqlite_master where name = 'failure_drill'\").get().n);",
    );
    expectEqual(tables, '0', "the failed migration's table");
  });

  await check('the update agent refuses a caller without its token', async () => {
    const script = `const answer = await fetch('http://updater:8080/update', { method: 'POST', body: '{"version":"9.9"}' }); console.log(answer.status);`;
    expectEqual(onNetwork(script), '401', 'status');
  });

  await check('an update whose new version is not healthy is rolled back by itself', async () => {
    const broken = path.join(work, 'broken');
    fs.mkdirSync(broken);
    fs.writeFileSync(
      path.join(broken, 'Dockerfile'),
      `FROM studio:${tag}\nCMD ["node", "-e", "process.exit(1)"]\n`,
    );
    sh('docker', ['build', '--quiet', '-t', 'studio:9.8', broken], {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
    expectEqual((await agent('POST', '/update', { version: '9.8' })).status, 202, 'update accepted');
    const status = await until(
      'the rollback',
      async () => {
        const answer = await agent('GET', '/status');
        return answer.body.running === false && answer.body.state !== 'updating' ? answer.body : undefined;
      },
      120_000,
    );
    expectEqual(status.state, 'rolled-back', 'state');
    expectEqual(appImage(), `studio:${tag}`, 'the image running');
    await healthyOverHttps();
  });

  await check('an update to a healthy version replaces the app', async () => {
    const next = path.join(work, 'next');
    fs.mkdirSync(next);
    fs.writeFileSync(path.join(next, 'Dockerfile'), `FROM studio:${tag}\nENV STUDIO_VERSION=9.9.0\n`);
    sh('docker', ['build', '--quiet', '-t', 'studio:9.9', next], {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
    expectEqual((await agent('POST', '/update', { version: '9.9' })).status, 202, 'update accepted');
    const status = await until(
      'the update',
      async () => {
        const answer = await agent('GET', '/status');
        return answer.body.running === false && answer.body.state !== 'updating' ? answer.body : undefined;
      },
      120_000,
    );
    expectEqual(status.state, 'done', 'state');
    expectEqual(appImage(), 'studio:9.9', 'the image running');
    expectEqual(fromApp('console.log(process.env.STUDIO_VERSION)'), '9.9.0', "the new image's own settings");
    await healthyOverHttps();
  });

  log('done');
}

try {
  await main();
} catch (error) {
  results.push({ name: 'the stack starts', ok: false });
  console.log(`  ✗ ${error instanceof Error ? error.stack : error}`);
} finally {
  // An update still under way would put containers back after the stack is taken down.
  try {
    await until(
      'the update agent to rest',
      async () => (await agent('GET', '/status')).body.running === false,
      120_000,
    );
  } catch {
    // no agent to wait for
  }
  if (process.env.KEEP_STACK !== 'true') {
    try {
      compose(['down', '-v', '--remove-orphans']);
    } catch {
      // nothing to take down
    }
  }
}
const passed = results.filter((each) => each.ok).length;
const failed = results.length - passed;
fs.mkdirSync(path.join(root, '.deploy-output'), { recursive: true });
fs.writeFileSync(path.join(root, '.deploy-output/summary.json'), JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
