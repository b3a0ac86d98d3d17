import { formatRupees } from "@nagai/contracts/money";
import { type FormEvent, type KeyboardEvent, memo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getImageUrl } from "../lib/images";
import { getShopSearchHref, SHOP_SEARCH_ACTION, SHOP_SEARCH_PARAM } from "../lib/shop-search";
import { useHydrated } from "../lib/use-hydrated";
import { useSearchSuggestions } from "../lib/use-search-suggestions";
import { useVoiceSearch, VOICE_LISTENING_PLACEHOLDER } from "../lib/use-voice-search";

const PLACEHOLDER = "Search rings, necklaces, earrings...";
const LISTBOX_ID = "search-suggestions";
const optionId = (index: number) => `search-suggestion-${index}`;

/**
 * The header's search. A plain GET form to the listing, so it works before hydration; once
 * hydrated it trims the text, ignores blank text and navigates without a reload, and suggests
 * listings and pieces as the shopper types: the ARIA combobox pattern (a list box the arrows move
 * through, Enter opens the active row or else searches, Escape closes; decision 052).
 *
 * Memoized: the header renders again when the shopper's state comes and once the page has
 * hydrated, and this depends on neither (decision 061).
 */
export const SearchBar = memo(function SearchBar() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(hydrated && open ? text : "");
  const expanded = open && suggestions.length > 0;

  function closeSuggestions() {
    setOpen(false);
    setActive(-1);
  }

  function search(value: string) {
    const href = getShopSearchHref(value);
    if (href === null) return;
    setText(value.trim());
    closeSuggestions();
    navigate(href);
  }

  function choose(index: number) {
    const row = suggestions[index];
    if (!row) return;
    closeSuggestions();
    navigate(row.href);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) setOpen(true);
      if (count === 0) return;
      event.preventDefault();
      // Round the rows: down from the last to the first, up from the first (or none) to the last.
      setActive((index) =>
        event.key === "ArrowDown" ? (index + 1 >= count ? 0 : index + 1) : index <= 0 ? count - 1 : index - 1,
      );
    } else if (event.key === "Enter" && expanded && active >= 0 && active < count) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      closeSuggestions();
    }
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              voice.dismiss();
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={closeSuggestions}
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
      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Suggestions"
        className="search-suggestions"
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((row, index) => (
            // The input keeps focus (aria-activedescendant): a press on a row must not blur it first.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose a row
            <div
              key={row.href}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-suggestions__row"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {row.price === undefined ? (
                <span className="search-suggestions__listing">{row.label}</span>
              ) : (
                <>
                  {row.image ? (
                    <img
                      src={getImageUrl(row.image, 240, "webp")}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  ) : (
                    <span className="search-suggestions__no-image" />
                  )}
                  <span className="search-suggestions__name">{row.label}</span>
                  <span className="search-suggestions__price">{formatRupees(row.price)}</span>
                </>
              )}
            </div>
          ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${suggestions.length} suggestions: use the up and down arrows to choose` : ""}
      </p>
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
});
