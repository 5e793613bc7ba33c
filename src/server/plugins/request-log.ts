/**
 * One log line per request that matters, instead of Fastify's two per request at `info`
 * ("incoming request", "request completed"): at `info` a refusal or an error (status ≥ 400 —
 * failed sign-ins, forbidden and rate-limited requests, what an investigation looks for) and
 * any request slower than a second; every other answer at `debug`. Two JSON lines for each of
 * the board's thousands of reads a minute cost more than the read itself (decision 051).
 * Errors keep their own lines with the stack (Fastify's, and plugins/errors.ts).
 */
import { LogController } from 'fastify';

export const SLOW_REQUEST_MS = 1000;

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (reply.statusCode >= 400 || responseTime > SLOW_REQUEST_MS) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
