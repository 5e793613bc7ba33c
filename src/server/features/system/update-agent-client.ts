/**
 * The app's side of the update agent (deploy/update-agent.mjs), the container beside it that
 * holds the Docker socket: asks it to move to a version, and reads how its last run went.
 * Its address comes from the server's own settings (UPDATE_AGENT_URL, compose.yaml's network),
 * never from a person, so it is called directly rather than through the outbound client.
 */
import type { UpdateProgress } from '#shared/schemas/system.ts';
import { AppError } from '../../app-error.ts';

export interface AgentSettings {
  url: string;
  token: string;
}

const STATES = new Set(['idle', 'updating', 'done', 'rolled-back', 'failed']);

async function call(agent: AgentSettings, method: 'GET' | 'POST', path: string, body?: unknown) {
  try {
    return await fetch(`${agent.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${agent.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError('system.agent_unreachable', 502);
  }
}

export async function askForUpdate(agent: AgentSettings, version: string): Promise<void> {
  const answer = await call(agent, 'POST', '/update', { version });
  await answer.body?.cancel();
  if (answer.status === 202) return;
  if (answer.status === 409) throw new AppError('system.update_running', 409);
  if (answer.status === 401) throw new AppError('system.agent_refused', 502);
  throw new AppError('system.agent_unreachable', 502);
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : null);

export async function updateProgress(agent: AgentSettings): Promise<UpdateProgress> {
  const unreachable: UpdateProgress = {
    state: 'unreachable',
    running: false,
    from: null,
    to: null,
    message: null,
    at: null,
  };
  const answer = await call(agent, 'GET', '/status').catch(() => null);
  const body = (await answer?.json().catch(() => null)) as Record<string, unknown> | null;
  if (!answer?.ok || !body || !STATES.has(String(body.state))) return unreachable;
  return {
    state: body.state as UpdateProgress['state'],
    running: body.running === true,
    from: text(body.from),
    to: text(body.to),
    message: text(body.message),
    at: text(body.at),
  };
}
