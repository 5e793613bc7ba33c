/**
 * The one way the web app talks to the server. Every failure becomes an ApiError carrying the
 * server's code and Korean message, so screens can show `error.message` as it is.
 */
import { isErrorBody } from '#shared/errors.ts';
// Only the common table: every page loads this module, and features bring their own messages.
import { commonMessages } from '#shared/messages/common.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server has no such thing (a post deleted meanwhile, a number that names nothing). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. The browser's fetch by default; the server, rendering a page, answers the
 * page's queries from its own API in-process (src/web/entry-server.tsx).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A proxy in front of the server may answer with an HTML error page: that is not our JSON. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  // Offline, a request fails at once and says so; nothing is kept to be sent later
  // (app/providers.tsx: mutations are not paused until the connection is back).
  if (isOffline()) throw new ApiError(0, 'offline', commonMessages.offline);
  let response: Response;
  try {
    response = await transport(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    // The connection dropped while the request was on its way.
    if (isOffline()) throw new ApiError(0, 'offline', commonMessages.offline);
    throw new ApiError(0, 'network', commonMessages.network);
  }
  const data = parseBody(await response.text());
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message);
    throw new ApiError(response.status, 'internal', commonMessages.internal);
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
};

/** Query strings without hand-written concatenation. */
export function withQuery(url: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}
