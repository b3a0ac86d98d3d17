import { lazy, type PointerEvent, Suspense, useRef, useState } from "react";
import { preload } from "react-dom";
import { Picture } from "../../components/picture";
import { getImageSources } from "../../lib/images";
import { useHydrated } from "../../lib/use-hydrated";

/** Opened by a tap on the picture, never on a first paint: its code loads then (decision 056). */
const ZoomModal = lazy(() => import("./zoom-modal"));

/** Must match .product-detail's columns in styles/product.css: one column on phones, two from 768 px. */
const MAIN_SIZES = "(min-width: 1200px) 580px, (min-width: 768px) 48vw, 100vw";

interface GalleryProps {
  name: string;
  images: string[];
}

export function Gallery({ name, images }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const hydrated = useHydrated();
  const mainRef = useRef<HTMLButtonElement>(null);
  const current = images[index];
  const [first] = images;
  if (first) {
    // The page's LCP: announced in <head> so the browser asks for it before it reaches the <img>.
    // AVIF only: a browser that cannot read it skips the hint and takes the <picture>'s choice.
    preload(getImageSources(first, "product").src.replace(/\.jpg$/, ".avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: getImageSources(first, "product").avif,
      imageSizes: MAIN_SIZES,
      fetchPriority: "high",
    });
  }

  // The hover preview (2x, desktop only through CSS) magnifies around the pointer.
  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType !== "mouse") return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.style.setProperty("--zoom-x", `${((event.clientX - box.left) / box.width) * 100}%`);
    event.currentTarget.style.setProperty("--zoom-y", `${((event.clientY - box.top) / box.height) * 100}%`);
  }

  if (!current) {
    return (
      <div className="gallery">
        <div className="gallery__main gallery__main--empty" role="img" aria-label={`${name}: no photo yet`} />
      </div>
    );
  }

  return (
    <div className="gallery">
      <button
        ref={mainRef}
        type="button"
        className="gallery__main"
        aria-label={`Zoom: ${name}, image ${index + 1} of ${images.length}`}
        disabled={!hydrated}
        onClick={() => setZooming(true)}
        onPointerMove={onPointerMove}
      >
        {/* The page's largest picture: fetched first, with its space reserved (LCP, CLS). */}
        <Picture
          key={current}
          path={current}
          alt={`${name}, view ${index + 1} of ${images.length}`}
          sizes={MAIN_SIZES}
          eager={index === 0}
          highPriority={index === 0}
        />
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Images">
          {images.map((path, thumb) => (
            <li key={path}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${thumb + 1} of ${images.length}`}
                aria-current={thumb === index}
                disabled={!hydrated}
                onClick={() => setIndex(thumb)}
              >
                <Picture path={path} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zooming && (
        <Suspense fallback={null}>
          <ZoomModal
            name={name}
            images={images}
            index={index}
            onIndexChange={setIndex}
            onClose={() => {
              setZooming(false);
              mainRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
