// One address in front of several app instances, as a load balancer puts it: each request goes
// to the next instance in turn, headers (cookies) both ways, bodies streamed (so a server-sent
// event stream flows as it is written), X-Forwarded-For added. `x-chain-instance` on each answer
// names the instance that gave it, so a benchmark can reach the other one directly.
import http from 'node:http';

export function startProxy(upstreams, port = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const upstream = upstreams[index];
    const forwarded = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': forwarded
        ? `${forwarded}, ${request.socket.remoteAddress}`
        : request.socket.remoteAddress,
    };
    const outgoing = http.request(
      { host: upstream.host, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-chain-instance': upstream.name,
        });
        // An event stream's headers go out at once, before its first event.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A client gone before its answer ended (a closed event stream) closes the upstream one.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ server, port: server.address().port }));
  });
}
