import { type MouseEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Lightbox, type LightboxItem } from "../../components/lightbox";
import { Picture } from "../../components/picture";
import { Price } from "../../components/price";
import { useHydrated } from "../../lib/use-hydrated";
import type { GalleryPiece } from "./load-gallery";

export type GalleryLayout = "grid" | "mosaic";

/** Must match gallery.css: 2 columns on phones, 3 from 600 px, 4 from 960 px, at most 1100 px wide. */
const GRID_SIZES = "(min-width: 1100px) 260px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw";
/** The mosaic: 2 columns on phones, 4 from 768 px; every fifth tile (from the first) is 2 by 2. */
const MOSAIC_SIZES = "(min-width: 1100px) 270px, (min-width: 768px) 25vw, 50vw";
const MOSAIC_LARGE_SIZES = "(min-width: 1100px) 540px, (min-width: 768px) 50vw, 100vw";
const isLarge = (layout: GalleryLayout, index: number) => layout === "mosaic" && index % 5 === 0;

/**
 * The pictures of a gallery page. Each thumbnail is a link to its piece, which is what it does
 * before hydration (and with a modifier key or the middle button, to open the piece in a new
 * tab); a plain click or Enter on a hydrated page opens the picture in the lightbox instead.
 */
export function GalleryView({ pieces, layout }: { pieces: GalleryPiece[]; layout: GalleryLayout }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);

  const items: LightboxItem[] = pieces.map((piece) => ({
    picture: piece.picture,
    title: piece.name,
    detail: (
      <>
        <span className="lightbox__detail">{piece.kind}</span>
        <Price amount={piece.price} mrp={piece.mrp} />
      </>
    ),
    href: `/shop-detail/${piece.sno}`,
    hrefLabel: "View this piece",
  }));

  function openPicture(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(index);
  }

  return (
    <>
      <ul className={`photo-gallery photo-gallery--${layout}`}>
        {pieces.map((piece, index) => (
          <li
            key={piece.sno}
            className={
              isLarge(layout, index)
                ? "photo-gallery__item photo-gallery__item--large"
                : "photo-gallery__item"
            }
          >
            <figure className="photo-gallery__figure">
              <Link
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                to={`/shop-detail/${piece.sno}`}
                className="photo-gallery__thumb"
                aria-haspopup={hydrated ? "dialog" : undefined}
                onClick={(event) => openPicture(event, index)}
              >
                <Picture
                  path={piece.picture}
                  alt={piece.name}
                  sizes={
                    layout === "grid"
                      ? GRID_SIZES
                      : isLarge(layout, index)
                        ? MOSAIC_LARGE_SIZES
                        : MOSAIC_SIZES
                  }
                  eager={index < 4}
                  highPriority={index === 0}
                />
              </Link>
              <figcaption className="photo-gallery__caption">
                <span className="photo-gallery__name">{piece.name}</span>
                <span className="photo-gallery__kind">{piece.kind}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          label="Gallery"
          items={items}
          index={open}
          onIndexChange={setOpen}
          onClose={(last) => {
            setOpen(null);
            // Back to the thumbnail of the picture shown last: the page is where the shopper left off.
            thumbnails.current[last]?.focus();
          }}
        />
      )}
    </>
  );
}

/** A gallery page's pictures, or what it says when there are none or they could not be loaded. */
export function GalleryContent({ pieces, layout }: { pieces: GalleryPiece[] | null; layout: GalleryLayout }) {
  if (pieces === null) {
    return (
      <p className="notice notice--error" role="alert">
        The gallery could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (pieces.length === 0) return <p className="gallery-page__empty">No pictures to show yet.</p>;
  return <GalleryView pieces={pieces} layout={layout} />;
}
