/**
 * GET /api/system, POST /api/system/update and GET /api/system/update against a release feed and
 * a stand-in update agent on 127.0.0.1: the owner's alone, the feed read through the outbound
 * client and kept, the agent asked with its token once a backup is made, and every refusal in
 * Korean.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../db/migrations/index.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';

const AGENT_TOKEN = 'agent-token-for-tests-0123456789';
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Served {
  url: string;
  requests: { method: string; url: string; authorization?: string; body: string }[];
}

/** A local HTTP server answering with `answer`; what it was sent is kept. */
async function serve(
  answer: (request: http.IncomingMessage, body: string) => { status: number; body: unknown },
): Promise<Served> {
  const requests: Served['requests'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const { status, body: out } = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof out === 'string' ? out : JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const feedOf = (document: unknown, status = 200) => serve(() => ({ status, body: document }));

/** The update agent as deploy/update-agent.mjs answers: its token checked, one run at a time. */
function standInAgent(state: Record<string, unknown> = { state: 'idle' }) {
  let running = state.running === true;
  return serve((request, body) => {
    if (request.method === 'GET' && request.url === '/status')
      return { status: 200, body: { ...state, running } };
    if (request.headers.authorization !== `Bearer ${AGENT_TOKEN}`)
      return { status: 401, body: { error: 'unauthorized' } };
    if (running) return { status: 409, body: { error: 'an update is already running' } };
    running = true;
    return { status: 202, body: { accepted: JSON.parse(body).version } };
  });
}

/** The owner's app, and a GET as the owner whose answer each test reads by the fields it expects. */
async function systemApp(
  env: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: the answers differ by route; each test names the fields it reads
): Promise<{ t: TestApp; owner: SignedIn; get: (url: string) => Promise<{ status: number; json: any }> }> {
  const t = await createTestApp({
    env: {
      OUTBOUND_ALLOW_PRIVATE: 'true',
      STUDIO_VERSION: '0.1.0',
      PUBLIC_URL: 'https://studio.example',
      ...env,
    },
  });
  closers.push(() => t.close());
  const owner = await signIn(t.app, 'owner');
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    return { status: response.statusCode, json: response.json() };
  };
  return { t, owner, get };
}

/** An app whose feed offers 0.2.0 and whose update agent answers, the app sending it `token`. */
async function updatableApp(token = AGENT_TOKEN) {
  const feed = await feedOf({ version: '0.2.0' });
  const agent = await standInAgent();
  const app = await systemApp({
    RELEASE_FEED_URL: feed.url,
    UPDATE_AGENT_URL: agent.url,
    UPDATE_AGENT_TOKEN: token,
  });
  return { ...app, agent };
}

async function post(t: TestApp, who: SignedIn | null, url = '/api/system/update') {
  const response = await t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {} });
  return { status: response.statusCode, json: response.json() };
}

const lastMigration = async () =>
  Object.keys(await migrationProvider.getMigrations())
    .sort()
    .at(-1);

describe('the system page’s API', () => {
  it('is the owner’s alone', async () => {
    const { t } = await systemApp();
    const teacher = await signIn(t.app, 'teacher');
    for (const [method, url] of [
      ['GET', '/api/system'],
      ['POST', '/api/system/update'],
      ['GET', '/api/system/update'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const answer = await t.app.inject({ method, url, headers: { cookie: teacher.cookie } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('auth.forbidden');
    }
  });

  it('names the version, the database, the migrations, the backup, HTTPS and the newer version', async () => {
    const feed = await feedOf({ version: '0.2.0', notes: '수강료 영수증 개선' });
    const agent = await standInAgent();
    const { get } = await systemApp({
      RELEASE_FEED_URL: `${feed.url}/releases.json`,
      UPDATE_AGENT_URL: agent.url,
      UPDATE_AGENT_TOKEN: AGENT_TOKEN,
    });
    const { status, json } = await get('/api/system');
    expect(status).toBe(200);
    expect(json).toEqual({
      version: '0.1.0',
      database: testDialect(),
      migrations: {
        applied: Object.keys(await migrationProvider.getMigrations()).length,
        latest: await lastMigration(),
      },
      lastBackupAt: null,
      https: true,
      publicUrl: 'https://studio.example',
      update: {
        available: true,
        version: '0.2.0',
        notes: '수강료 영수증 개선',
        feed: 'ok',
        checkedAt: expect.any(String),
        agent: true,
      },
    });
    expect(feed.requests.map((each) => each.url)).toEqual(['/releases.json']);
  });

  it('reads the feed once in six hours, and again after', async () => {
    const feed = await feedOf({ version: '0.2.0' });
    const { t, get } = await systemApp({ RELEASE_FEED_URL: feed.url });
    const start = t.clock.now();
    await Promise.all([get('/api/system'), get('/api/system'), get('/api/system')]);
    t.clock.set(new Date(start.getTime() + 6 * 60 * 60 * 1000 - 1000));
    await get('/api/system');
    expect(feed.requests).toHaveLength(1);
    t.clock.set(new Date(start.getTime() + 6 * 60 * 60 * 1000 + 1000));
    await get('/api/system');
    expect(feed.requests).toHaveLength(2);
  });

  it('offers nothing for the same or an older version, a broken feed, or none', async () => {
    const cases: [Record<string, string>, { available: boolean; version: string | null; feed: string }][] = [
      [
        { RELEASE_FEED_URL: (await feedOf({ version: '0.1.0' })).url },
        { available: false, version: '0.1.0', feed: 'ok' },
      ],
      [
        { RELEASE_FEED_URL: (await feedOf({ version: '0.0.9' })).url },
        { available: false, version: '0.0.9', feed: 'ok' },
      ],
      [
        { RELEASE_FEED_URL: (await feedOf('not json')).url },
        { available: false, version: null, feed: 'invalid' },
      ],
      [
        { RELEASE_FEED_URL: (await feedOf({ version: 'latest' })).url },
        { available: false, version: null, feed: 'invalid' },
      ],
      [
        { RELEASE_FEED_URL: (await feedOf({ version: '9.0.0' }, 500)).url },
        { available: false, version: null, feed: 'unreachable' },
      ],
      [{}, { available: false, version: null, feed: 'not_configured' }],
    ];
    for (const [env, expected] of cases) {
      const { get } = await systemApp(env);
      expect((await get('/api/system')).json.update).toMatchObject({ ...expected, agent: false });
    }
  });

  it('reads a newer minor as newer than a higher patch (0.10.0 after 0.9.3)', async () => {
    const feed = await feedOf({ version: '0.10.0' });
    const { get } = await systemApp({ RELEASE_FEED_URL: feed.url, STUDIO_VERSION: '0.9.3' });
    expect((await get('/api/system')).json.update).toMatchObject({ available: true, version: '0.10.0' });
  });

  it('refuses a feed on a private address unless the studio allows its own network', async () => {
    const feed = await feedOf({ version: '0.2.0' });
    const { get } = await systemApp({ RELEASE_FEED_URL: feed.url, OUTBOUND_ALLOW_PRIVATE: 'false' });
    expect((await get('/api/system')).json.update).toMatchObject({ available: false, feed: 'unreachable' });
    expect(feed.requests).toHaveLength(0);
  });

  it('업데이트 makes a backup, then asks the agent with its token for the feed’s version', async () => {
    const { t, owner, get, agent } = await updatableApp();
    const answer = await post(t, owner);
    expect(answer.status).toBe(202);
    expect(answer.json.version).toBe('0.2.0');
    const update = agent.requests.filter((each) => each.method === 'POST');
    expect(update).toEqual([
      { method: 'POST', url: '/update', authorization: `Bearer ${AGENT_TOKEN}`, body: '{"version":"0.2.0"}' },
    ]);
    expect(answer.json.backup).toMatch(/^studio-backup-\d{4}-\d{2}-\d{2}_\d{6}\.tar\.gz$/);
    expect((await get('/api/system')).json.lastBackupAt).toBe(t.clock.now().toISOString());
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'system.update')
      .execute();
    expect(audit).toEqual([{ action: 'system.update', target: '0.1.0 → 0.2.0' }]);
  });

  it('starts one update when many presses arrive at once', async () => {
    const { t, owner, agent } = await updatableApp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(t, owner)));
    expect(answers.filter((each) => each.status === 202)).toHaveLength(1);
    const refused = answers.filter((each) => each.status !== 202);
    expect(refused).toHaveLength(11);
    for (const each of refused) {
      expect(each.status).toBe(409);
      expect(each.json.error.code).toBe('system.update_running');
    }
    expect(agent.requests.filter((each) => each.method === 'POST')).toHaveLength(1);
  });

  it('says so when the agent refuses the token', async () => {
    const { t, owner } = await updatableApp('a-different-token-0123456789');
    const answer = await post(t, owner);
    expect(answer.status).toBe(502);
    expect(answer.json.error).toEqual({
      code: 'system.agent_refused',
      message:
        '업데이트 도우미가 요청을 거절했습니다. .env의 UPDATE_AGENT_TOKEN이 앱과 도우미에 같은지 확인해 주세요.',
    });
  });

  it('refuses without an agent, without a newer version, and while the agent is busy', async () => {
    const feed = await feedOf({ version: '0.2.0' });
    const noAgent = await systemApp({ RELEASE_FEED_URL: feed.url });
    expect((await post(noAgent.t, noAgent.owner)).json.error.code).toBe('system.no_agent');
    expect((await noAgent.get('/api/system/update')).json.error.code).toBe('system.no_agent');

    const agent = await standInAgent();
    const current = await systemApp({
      RELEASE_FEED_URL: (await feedOf({ version: '0.1.0' })).url,
      UPDATE_AGENT_URL: agent.url,
      UPDATE_AGENT_TOKEN: AGENT_TOKEN,
    });
    const none = await post(current.t, current.owner);
    expect(none).toEqual({
      status: 409,
      json: {
        error: {
          code: 'system.no_update',
          message: '지금 설치할 새 버전이 없습니다. 최신 버전을 쓰고 있습니다.',
        },
      },
    });

    const busy = await standInAgent({ state: 'updating', running: true });
    const pressed = await systemApp({
      RELEASE_FEED_URL: feed.url,
      UPDATE_AGENT_URL: busy.url,
      UPDATE_AGENT_TOKEN: AGENT_TOKEN,
    });
    expect((await post(pressed.t, pressed.owner)).json.error.code).toBe('system.update_running');
    expect([...agent.requests, ...busy.requests].filter((each) => each.method === 'POST')).toEqual([]);
  });

  it('relays the agent’s progress, and says when it cannot be reached', async () => {
    const agent = await standInAgent({
      state: 'rolled-back',
      from: 'studio:0.1.0',
      to: 'studio:0.2.0',
      message: 'the new version did not answer its health check',
      at: '2026-11-28T05:00:00.000Z',
    });
    const { get } = await systemApp({ UPDATE_AGENT_URL: agent.url, UPDATE_AGENT_TOKEN: AGENT_TOKEN });
    expect((await get('/api/system/update')).json).toEqual({
      state: 'rolled-back',
      running: false,
      from: 'studio:0.1.0',
      to: 'studio:0.2.0',
      message: 'the new version did not answer its health check',
      at: '2026-11-28T05:00:00.000Z',
    });
    const gone = await systemApp({ UPDATE_AGENT_URL: 'http://127.0.0.1:9', UPDATE_AGENT_TOKEN: AGENT_TOKEN });
    expect((await gone.get('/api/system/update')).json).toEqual({
      state: 'unreachable',
      running: false,
      from: null,
      to: null,
      message: null,
      at: null,
    });
  });
});
