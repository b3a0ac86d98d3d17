// Line icons drawn for the shop (24 px grid, currentColor), so no icon font or package is shipped.
// Every card shows three of them: each is drawn once, in the sprite the layout puts in every page,
// and used by reference, which keeps a listing's HTML about 20 KB smaller (decision 008).

const ICONS = {
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />,
  share: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </>
  ),
};

type IconName = keyof typeof ICONS;

/** The drawings, once per page (root.tsx); the icons below refer to them. */
export function ProductIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="icon-sprite">
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

/** Decorative: every button that shows one names itself in text or aria-label. */
function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      className={filled ? "icon icon--filled" : "icon"}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}

export const EyeIcon = () => <Icon name="eye" />;
export const BagIcon = () => <Icon name="bag" />;
/** A filled heart for a piece in the wishlist. */
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => <Icon name="heart" filled={filled} />;
export const ShareIcon = () => <Icon name="share" />;
