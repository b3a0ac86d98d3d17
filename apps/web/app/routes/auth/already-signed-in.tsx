import { useEffect } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { readLastVisited } from "../../lib/session";

/**
 * What /login and /register show a shopper who is signed in already and came without a
 * `redirectTo` (signed-in.server.ts handles that one): the spec sends them to the last visited
 * page, else home. That page is in the browser's storage, so the browser goes there; without
 * scripts the link does.
 */
export function AlreadySignedIn() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(readLastVisited() ?? "/", { replace: true });
  }, [navigate]);
  return (
    <section className="auth-page">
      <h1 className="auth-page__title">You are logged in</h1>
      <p>
        <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}

/**
 * The `shouldRevalidate` of /login and /register: after their own form signs the shopper in, the
 * page must not load again. It would now see the session and redirect at once (signed-in.server.ts),
 * before the page had shown the spec's toast and followed the action's own answer (components/form/form-parts.tsx,
 * useActionOutcome).
 */
export function keepAfterOwnAction({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}
