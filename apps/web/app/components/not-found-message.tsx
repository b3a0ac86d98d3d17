import { Link } from "react-router";

/** The spec's error page; shown by the catch-all route and for any 404 a loader throws. */
export function NotFoundMessage() {
  return (
    <section className="status-page">
      <h1>
        <span className="status-page__code">404</span> Ooops! That page doesn't exist!
      </h1>
      <Link to="/" className="button">
        Back to Home
      </Link>
    </section>
  );
}
