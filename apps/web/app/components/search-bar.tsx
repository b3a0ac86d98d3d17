import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getShopSearchHref, SHOP_SEARCH_ACTION, SHOP_SEARCH_PARAM } from "../lib/shop-search";
import { useHydrated } from "../lib/use-hydrated";
import { useVoiceSearch, VOICE_LISTENING_PLACEHOLDER } from "../lib/use-voice-search";

const PLACEHOLDER = "Search rings, necklaces, earrings...";

/**
 * The header's search. A plain GET form to the listing, so it works before hydration; once
 * hydrated it trims the text, ignores blank text and navigates without a reload.
 */
export function SearchBar() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");

  function search(value: string) {
    const href = getShopSearchHref(value);
    if (href === null) return;
    setText(value.trim());
    navigate(href);
  }

  const voice = useVoiceSearch({ onText: setText, onSearch: search });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  function clearText() {
    setText("");
    inputRef.current?.focus();
  }

  return (
    <search className="search-bar">
      <form
        method="get"
        action={SHOP_SEARCH_ACTION}
        onSubmit={handleSubmit}
        // Before hydration the browser's own check keeps a blank search from being sent.
        noValidate={hydrated}
      >
        <label htmlFor="site-search" className="visually-hidden">
          Search jewellery
        </label>
        <div className="search-bar__field">
          <input
            ref={inputRef}
            id="site-search"
            type="search"
            name={SHOP_SEARCH_PARAM}
            autoComplete="off"
            enterKeyHint="search"
            required
            pattern=".*\S.*"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              voice.dismiss();
            }}
            placeholder={voice.listening ? VOICE_LISTENING_PLACEHOLDER : PLACEHOLDER}
            disabled={voice.listening}
          />
          {text !== "" && !voice.listening && (
            <button type="button" className="search-bar__icon search-bar__clear" onClick={clearText}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
              <span className="visually-hidden">Clear search</span>
            </button>
          )}
          {/* Space for this button is kept in the field's padding, so showing it moves nothing. */}
          <button
            type="button"
            className="search-bar__icon search-bar__voice"
            hidden={!voice.supported}
            onClick={voice.listening ? voice.stop : voice.start}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
            </svg>
            <span className="visually-hidden">
              {voice.listening ? "Stop voice search" : "Search by voice"}
            </span>
          </button>
        </div>
        <button type="submit" className="search-bar__submit" disabled={voice.listening}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21" />
          </svg>
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      {/* Over the page below the box, not in its flow: showing it moves nothing. */}
      {voice.problem !== null && (
        <div className="search-bar__problem">
          <p role="alert">{voice.problem}</p>
          <button type="button" className="header-icon" onClick={voice.dismiss}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="visually-hidden">Dismiss</span>
          </button>
        </div>
      )}
    </search>
  );
}
