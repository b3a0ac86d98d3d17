import type { ImageKind } from "@nagai/contracts/constants";
import { useEffect, useRef, useState } from "react";
import { getImageSources } from "../lib/images";

/** Drawn for the shop (public/images): shown wherever a picture fails to load. */
export const FALLBACK_IMAGE = "/images/fallback.svg";

interface PictureProps {
  path: string;
  /** What the picture is: a piece (square, the default) or a banner; sets its widths and shape. */
  kind?: ImageKind;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** Only for the largest picture above the fold (LCP). */
  highPriority?: boolean;
  className?: string;
}

/**
 * A piece's or a banner's picture in AVIF, WebP and JPEG, with its size reserved. On a load error the sources
 * are dropped (a <picture> would keep retrying its <source>) and the shop's fallback drawing shown.
 */
export function Picture({
  path,
  kind = "product",
  alt,
  sizes,
  eager = false,
  highPriority = false,
  className,
}: PictureProps) {
  const image = getImageSources(path, kind);
  const imgRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An error before hydration fires before React listens: read the element's state once attached.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (failed) {
    return (
      <picture className={className}>
        <img src={FALLBACK_IMAGE} width={image.width} height={image.height} alt={alt} decoding="async" />
      </picture>
    );
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={highPriority ? "high" : undefined}
        decoding={highPriority ? undefined : "async"}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
