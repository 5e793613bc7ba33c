// The image's health check: 0 when /api/health answers 200 within four seconds, 1 otherwise.
const port = process.env.PORT ?? '3000';
try {
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
