// The update agent: the one container that holds the Docker socket. When the app asks (the
// owner pressed 업데이트, after the app made its backup), it replaces the app's container with
// one of the newer image, waits for it to answer /api/health, and puts the old container back
// by itself when the new one does not. Plain Node, no dependencies: it speaks to Docker's
// Engine API over the socket.
//
//   POST /update  {"version": "0.2"}   Authorization: Bearer <UPDATE_AGENT_TOKEN>   → 202
//   GET  /status                                                                   → the last run
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const token = process.env.UPDATE_AGENT_TOKEN ?? '';
const project = process.env.COMPOSE_PROJECT ?? 'studio';
const service = process.env.UPDATE_SERVICE ?? 'app';
const socketPath = process.env.DOCKER_SOCKET ?? '/var/run/docker.sock';
const pullFirst = process.env.UPDATE_PULL !== 'false';
const healthWaitMs = Number(process.env.UPDATE_HEALTH_WAIT_MS ?? 180_000);
const appPort = Number(process.env.UPDATE_APP_PORT ?? 3000);
const stateFile = path.join(process.env.UPDATE_STATE_DIR ?? '/state', 'last-update.json');
const versionPattern = /^\d+\.\d+(\.\d+)?$/;

let running = false;

function readState() {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return { state: 'idle' };
  }
}

function writeState(state) {
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify({ ...state, at: new Date().toISOString() }));
  console.log(`update: ${state.state}${state.message ? ` · ${state.message}` : ''}`);
}

/** One call to the Engine API; the answer's body parsed when it is JSON. */
function docker(method, apiPath, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        socketPath,
        method,
        path: `/v1.41${apiPath}`,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, json, text });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

async function expectOk(answer, what) {
  const result = await answer;
  if (result.status >= 300)
    throw new Error(`${what}: ${result.json?.message ?? result.text ?? result.status}`);
  return result.json;
}

async function findApp() {
  const filters = JSON.stringify({
    label: [`com.docker.compose.project=${project}`, `com.docker.compose.service=${service}`],
  });
  const list = await expectOk(
    docker('GET', `/containers/json?all=1&filters=${encodeURIComponent(filters)}`),
    'list',
  );
  const current = list.find((each) => !each.Names.some((name) => name.endsWith('-previous')));
  if (!current) throw new Error(`no container of service ${service} in project ${project}`);
  return expectOk(docker('GET', `/containers/${current.Id}/json`), 'inspect');
}

/**
 * The container's own settings without what it inherited from its image (command, health
 * check, environment defaults): those must come from the new image, or the new container
 * would run the old version's command.
 */
function ownConfig(container, oldImage) {
  const config = { ...container.Config };
  const imageConfig = oldImage.Config ?? {};
  for (const key of ['Cmd', 'Entrypoint', 'Healthcheck', 'WorkingDir', 'User', 'ExposedPorts', 'Volumes']) {
    if (JSON.stringify(config[key]) === JSON.stringify(imageConfig[key])) delete config[key];
  }
  const inherited = new Set(imageConfig.Env ?? []);
  config.Env = (config.Env ?? []).filter((entry) => !inherited.has(entry));
  const labels = { ...config.Labels };
  for (const key of Object.keys(imageConfig.Labels ?? {})) {
    if (labels[key] === imageConfig.Labels[key]) delete labels[key];
  }
  config.Labels = labels;
  return config;
}

function endpoints(container) {
  const networks = {};
  for (const [name, network] of Object.entries(container.NetworkSettings.Networks ?? {})) {
    networks[name] = { Aliases: network.Aliases ?? [] };
  }
  return { EndpointsConfig: networks };
}

async function pull(image) {
  const [repository, tag] = splitImage(image);
  const answer = await docker(
    'POST',
    `/images/create?fromImage=${encodeURIComponent(repository)}&tag=${encodeURIComponent(tag)}`,
  );
  // The pull streams its progress; an error arrives as a line carrying "error".
  const failed = answer.status >= 300 || /"error"/.test(answer.text);
  if (failed) throw new Error(`pull ${image}: ${answer.text.slice(-300)}`);
}

function splitImage(image) {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/') ? [image.slice(0, at), image.slice(at + 1)] : [image, 'latest'];
}

async function healthy(containerId) {
  const deadline = Date.now() + healthWaitMs;
  while (Date.now() < deadline) {
    const container = await expectOk(docker('GET', `/containers/${containerId}/json`), 'inspect');
    if (container.State.Restarting || container.RestartCount > 2) return false;
    const address = Object.values(container.NetworkSettings.Networks ?? {})[0]?.IPAddress;
    if (container.State.Running && address) {
      try {
        const answer = await fetch(`http://${address}:${appPort}/api/health`, {
          signal: AbortSignal.timeout(3000),
        });
        if (answer.ok) return true;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

async function update(version) {
  const old = await findApp();
  const oldImageName = old.Config.Image;
  const [repository] = splitImage(oldImageName);
  const newImageName = `${repository}:${version}`;
  writeState({ state: 'updating', from: oldImageName, to: newImageName });
  if (pullFirst) await pull(newImageName);
  await expectOk(docker('GET', `/images/${encodeURIComponent(newImageName)}/json`), `image ${newImageName}`);
  const oldImage = await expectOk(
    docker('GET', `/images/${encodeURIComponent(old.Image)}/json`),
    'old image',
  );

  const name = old.Name.replace(/^\//, '');
  await expectOk(docker('POST', `/containers/${old.Id}/stop?t=30`), 'stop');
  await expectOk(
    docker('POST', `/containers/${old.Id}/rename?name=${encodeURIComponent(`${name}-previous`)}`),
    'rename',
  );
  let created;
  try {
    created = await expectOk(
      docker('POST', `/containers/create?name=${encodeURIComponent(name)}`, {
        ...ownConfig(old, oldImage),
        Image: newImageName,
        HostConfig: old.HostConfig,
        NetworkingConfig: endpoints(old),
      }),
      'create',
    );
    await expectOk(docker('POST', `/containers/${created.Id}/start`), 'start');
    if (await healthy(created.Id)) {
      await docker('DELETE', `/containers/${old.Id}?force=true`);
      writeState({ state: 'done', from: oldImageName, to: newImageName });
      return;
    }
    throw new Error('the new version did not answer its health check');
  } catch (error) {
    if (created) await docker('DELETE', `/containers/${created.Id}?force=true`);
    await docker('POST', `/containers/${old.Id}/rename?name=${encodeURIComponent(name)}`);
    await docker('POST', `/containers/${old.Id}/start`);
    writeState({
      state: 'rolled-back',
      from: oldImageName,
      to: newImageName,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/status')
    return send(response, 200, { ...readState(), running });
  if (request.method !== 'POST' || request.url !== '/update')
    return send(response, 404, { error: 'not found' });
  if (token.length < 16 || request.headers.authorization !== `Bearer ${token}`) {
    return send(response, 401, { error: 'unauthorized' });
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let version;
    try {
      version = JSON.parse(Buffer.concat(chunks).toString('utf8')).version;
    } catch {
      return send(response, 400, { error: 'body must be JSON' });
    }
    if (typeof version !== 'string' || !versionPattern.test(version)) {
      return send(response, 400, { error: 'version must look like 0.2 or 0.2.1' });
    }
    if (running) return send(response, 409, { error: 'an update is already running' });
    running = true;
    send(response, 202, { accepted: version });
    update(version)
      .catch((error) =>
        writeState({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running = false;
      });
  });
});

server.listen(Number(process.env.UPDATE_AGENT_PORT ?? 8080), '0.0.0.0', () => {
  console.log(`update agent listening; project ${project}, service ${service}`);
});
