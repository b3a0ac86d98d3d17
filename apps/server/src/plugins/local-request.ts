import type { FastifyRequest } from "fastify";

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request made on this machine, to this process: a loopback socket (the socket's own address,
 * not `request.ip`, which a trusted proxy may set) and no forwarding header, with no proxy
 * configured. Behind a proxy on the same machine every request would look local, so then none is.
 */
export function isLocalRequest(request: FastifyRequest, trustProxy: boolean | string): boolean {
  if (trustProxy !== false) return false;
  if (request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined)
    return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? "");
}
