import { useEffect, useState } from "react";
import { ShareIcon } from "../../components/product-icons";
import { useHydrated } from "../../lib/use-hydrated";

const STATUS_MS = 4000;

interface ShareButtonsProps {
  name: string;
  /** The page's absolute address. */
  url: string;
}

/**
 * The phone's own share sheet where the browser has one (navigator.share); elsewhere, and in the
 * server's HTML, a WhatsApp link (the shop's shoppers share there) and a copy-link button.
 */
export function ShareButtons({ name, url }: ShareButtonsProps) {
  const hydrated = useHydrated();
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState("");
  const text = `${name} | Nagai`;

  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
  }, []);

  // The message is a confirmation, not a state: it goes after a few seconds.
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(""), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    try {
      await navigator.share({ title: text, text, url });
    } catch (error) {
      // Closing the share sheet is an AbortError: the shopper changed their mind, nothing failed.
      if (!(error instanceof DOMException && error.name === "AbortError"))
        setStatus("Could not share this piece");
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied");
    } catch {
      setStatus("Could not copy the link");
    }
  }

  return (
    <div className="share">
      <span className="share__label">Share:</span>
      {canShare ? (
        <button type="button" className="share__button" onClick={share}>
          <ShareIcon /> Share
        </button>
      ) : (
        <>
          <a
            className="share__button"
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button type="button" className="share__button" disabled={!hydrated} onClick={copyLink}>
            Copy link
          </button>
        </>
      )}
      <span className="share__status" role="status">
        {status}
      </span>
    </div>
  );
}
