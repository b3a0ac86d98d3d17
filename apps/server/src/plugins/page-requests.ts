import { SHARED_PAGE_HANDLE } from "@nagai/contracts/constants";
import { ERROR_CODES } from "@nagai/contracts/errors";
import type { FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { HttpError } from "../http-errors.ts";

/*
 * What a page request may be, checked before its body is read and before React Router runs
 * (docs/decisions/011-page-requests.md). A browser asks for a page with GET or HEAD and sends a
 * form with POST, urlencoded or multipart: anything else is refused here with a 4xx and the API's
 * JSON error, instead of reaching an action that cannot read it (which answered 500).
 */

const READ_ONLY = ["GET", "HEAD"] as const;
const WITH_FORM = ["GET", "HEAD", "POST"] as const;
/** The encodings an HTML form and React Router's <Form> send, and the only ones actions read. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** React Router's single-fetch asks for a page's data at "<path>.data", and for "/" at "/_root.data". */
const DATA_SUFFIX = /(?:\/_root)?\.data$/;

/** What the server knows of a page path before rendering it, from the route it matches. */
export interface PageRoutes {
  /** The methods the page takes: GET and HEAD, and POST where its route has an action. */
  methods(pathname: string): readonly string[];
  /**
   * Whether the page is the same HTML for everyone (its route's `handle` is SHARED_PAGE_HANDLE,
   * decision 057): rendered without the shopper's cookie, kept, and sent to everyone.
   */
  isShared(pathname: string): boolean;
}

/**
 * How many paths' leaf routes a process remembers, and the longest path remembered. React Router's
 * matchRoutes ranks every route and compiles each route's pattern on every call, which costs about
 * as much as serving a kept page (bench/HISTORY.md). The build never changes while the process
 * runs, so a remembered match stays right; a path met again after it was forgotten is matched
 * again. Bound: 4,096 paths of at most 512 characters, about 2 MB.
 */
const REMEMBERED_PATHS = 4096;
const LONGEST_REMEMBERED_PATH = 512;

export function createPageRoutes(build: ServerBuild): PageRoutes {
  const routes = toRouteTree(build);
  /** Each path's leaf route id, or null when no route matches; the oldest is forgotten first. */
  const leaves = new Map<string, string | null>();
  const leafModule = (pathname: string) => {
    const path = pathname.replace(DATA_SUFFIX, "") || "/";
    let leaf = leaves.get(path);
    if (leaf === undefined) {
      leaf = matchRoutes(routes, path, build.basename)?.at(-1)?.route.id ?? null;
      if (path.length <= LONGEST_REMEMBERED_PATH) {
        if (leaves.size >= REMEMBERED_PATHS) leaves.delete(leaves.keys().next().value!);
        leaves.set(path, leaf);
      }
    }
    return leaf === null ? undefined : build.routes[leaf]?.module;
  };
  return {
    methods: (pathname) => (leafModule(pathname)?.action ? WITH_FORM : READ_ONLY),
    isShared: (pathname) => {
      const handle: unknown = leafModule(pathname)?.handle;
      return (
        typeof handle === "object" &&
        handle !== null &&
        "sharedPage" in handle &&
        handle.sharedPage === SHARED_PAGE_HANDLE.sharedPage
      );
    },
  };
}

/** Throws the 405 or 415 that a page request gets when its method or its body's type cannot be served. */
export function checkPageRequest(request: FastifyRequest, routes: PageRoutes): void {
  const pathname = request.url.split("?", 1)[0] ?? "/";
  const allowed = routes.methods(pathname);
  if (!allowed.includes(request.method)) {
    throw new HttpError(
      405,
      ERROR_CODES.methodNotAllowed,
      `${pathname} does not take ${request.method}; it takes ${allowed.join(", ")}`,
      undefined,
      { allow: allowed.join(", ") },
    );
  }
  if (request.method !== "POST") return;
  const type = request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  if (type === undefined || !FORM_TYPES.has(type)) {
    throw new HttpError(
      415,
      // The code the API's own 415 carries (plugins/errors.ts).
      ERROR_CODES.validation,
      "A page's form is sent as application/x-www-form-urlencoded or multipart/form-data",
    );
  }
}

/** The manifest React Router builds (flat, by parent id) as the nested routes matchRoutes walks. */
function toRouteTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    const node: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const below = children.get(node.id);
      return below && !node.index ? { ...node, children: attach(below) } : node;
    });
  return attach(children.get(undefined) ?? []);
}
