import type { ImageKind } from "@nagai/contracts/constants";
import { getImageSources } from "../../lib/images";

interface HomePictureProps {
  path: string;
  kind: ImageKind;
  /** Empty when the picture only decorates a link that already names its destination. */
  alt: string;
  sizes: string;
  /** "lcp": the page's largest picture above the fold; "eager": above the fold; else lazy. */
  loading?: "lcp" | "eager" | "lazy";
  className?: string;
}

/** A banner or card picture in AVIF, WebP and JPEG, its width and height set so nothing shifts. */
export function HomePicture({ path, kind, alt, sizes, loading = "lazy", className }: HomePictureProps) {
  const image = getImageSources(path, kind);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading === "lazy" ? "lazy" : "eager"}
        fetchPriority={loading === "lcp" ? "high" : undefined}
        decoding={loading === "lcp" ? undefined : "async"}
      />
    </picture>
  );
}
