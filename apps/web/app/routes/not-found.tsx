import { data } from "react-router";
import { NotFoundMessage } from "../components/not-found-message";
import type { Route } from "./+types/not-found";

export function loader() {
  // The status travels with the page, so crawlers and monitors see a 404, not a 200.
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Page not found | Nagai" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundMessage />;
}
