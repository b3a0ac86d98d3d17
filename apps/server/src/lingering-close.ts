import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long a connection ended after its answer goes on taking in what its client still sends. */
export const LINGER_MS = 2_000;

/** Connections that have sent their last answer: nothing more that arrives on them is served. */
const lingering = new WeakSet<Socket>();

/**
 * A lingering close, as nginx's and Apache's (decision 063). When an answer ends its connection
 * (`Connection: close`: a body refused with 413 before it had all come, the server draining), Node
 * closes the socket as soon as the answer is handed to the kernel. If the client is still sending,
 * the bytes left unread make the kernel reset the connection and drop what it had not yet sent of
 * the answer, so the client can see a reset instead of the 413. Here the answer is sent and this
 * side of the connection ended, then whatever the client still sends is read and thrown away until
 * it ends its side or LINGER_MS has passed. A request that arrives on such a connection is never
 * served: its answer could not be sent.
 */
export function lingerBeforeClosing(app: FastifyInstance): void {
  app.server.on("connection", (socket: Socket) => {
    // Node's http server calls destroySoon once the last answer on a connection is written.
    socket.destroySoon = () => linger(socket);
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (lingering.has(request.raw.socket)) {
      reply.hijack();
      request.raw.socket.destroy();
    }
    done();
  });
}

function linger(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // The client has ended its side: nothing is left unread, so closing resets nothing.
  socket.once("end", () =>
    socket.writableFinished ? socket.destroy() : socket.once("finish", () => socket.destroy()),
  );
  socket.end();
  socket.resume();
}
