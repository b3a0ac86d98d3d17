import { Outlet } from "react-router";
import stylesheet from "../app.css?url";
import type { Route } from "./+types/every-part";

/**
 * Every page but the catalogue's three sits in this layout, which adds no path, data or markup:
 * it links app.css, every part of the shop's stylesheet (decision 062). A new page placed here
 * is styled as every other page; one placed beside the catalogue's must link its own stylesheet.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export default function EveryPart() {
  return <Outlet />;
}
