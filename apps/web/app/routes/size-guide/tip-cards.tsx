import type { TipCard } from "@nagai/contracts/size-guide-texts";
import { useState } from "react";

/**
 * The tips tab's six cards, each with Read More / Show Less (spec 001 section 2). Until the page
 * is hydrated every card shows its whole text and no button: without JavaScript nothing is hidden
 * behind a button that could not open it.
 */
export function TipCards({ tips, hydrated }: { tips: readonly TipCard[]; hydrated: boolean }) {
  return (
    <>
      <h2>Tips</h2>
      <ul className="size-guide__tips">
        {tips.map((tip, index) => (
          <Tip key={tip.title} tip={tip} id={`size-guide-tip-${index}`} hydrated={hydrated} />
        ))}
      </ul>
    </>
  );
}

function Tip({ tip, id, hydrated }: { tip: TipCard; id: string; hydrated: boolean }) {
  const [open, setOpen] = useState(false);
  const shown = open || !hydrated;
  return (
    <li className="size-guide__card size-guide__tip">
      <h3>{tip.title}</h3>
      <p>{tip.summary}</p>
      <p id={id} hidden={!shown}>
        {tip.more}
      </p>
      {hydrated && (
        <button
          type="button"
          className="size-guide__more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? "Show Less" : "Read More"}
        </button>
      )}
    </li>
  );
}
