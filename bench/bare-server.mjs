// The baseline: a bare Node http server answering the very same JSON bodies from memory, with no
// framework, validation or database. Usage: node bare-server.mjs <responses.json> <port>
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([url, body]) => [url, Buffer.from(body)]),
);

http
  .createServer((request, response) => {
    const body = bodies.get(request.url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": body.length,
    });
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`bare server listening on ${port}`));
