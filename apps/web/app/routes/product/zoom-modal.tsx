import { type PointerEvent, useEffect, useRef, useState } from "react";
import { FALLBACK_IMAGE } from "../../components/picture";
import { getImageSources } from "../../lib/images";

// Spec section 9: zoom from 1x to 3x in steps of 0.3.
const ZOOM_MIN = 1;
const ZOOM_MAX = 3;
const ZOOM_STEP = 0.3;

interface ZoomModalProps {
  name: string;
  images: string[];
  index: number;
  onIndexChange(index: number): void;
  /** Called once the dialog has closed (close button, Escape or the backdrop). */
  onClose(): void;
}

interface Offset {
  x: number;
  y: number;
}

/** One decimal, so that three steps show 1.9x and not 1.9000000000000001x. */
function clampZoom(value: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(value * 10) / 10));
}

export default function ZoomModal({ name, images, index, onIndexChange, onClose }: ZoomModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [failed, setFailed] = useState(false);
  const path = images[index] ?? "";
  const count = images.length;

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  // The keys work wherever the focus is while the modal is open (even on <body>, where focus
  // lands after a click elsewhere), so they are heard on the document, not on the dialog.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  /** How far the picture may move before its edge would leave the frame. */
  function clampOffset(next: Offset, scale: number): Offset {
    const stage = stageRef.current;
    if (!stage || scale <= 1) return { x: 0, y: 0 };
    const maxX = ((scale - 1) * stage.clientWidth) / 2;
    const maxY = ((scale - 1) * stage.clientHeight) / 2;
    return {
      x: Math.min(maxX, Math.max(-maxX, next.x)),
      y: Math.min(maxY, Math.max(-maxY, next.y)),
    };
  }

  function setZoomTo(value: number) {
    const next = clampZoom(value);
    setZoom(next);
    setOffset((current) => clampOffset(current, next));
  }

  function showImage(next: number) {
    if (count === 0) return;
    onIndexChange((next + count) % count);
    setFailed(false);
    setZoom(ZOOM_MIN);
    setOffset({ x: 0, y: 0 });
  }

  function onKeyDown(event: KeyboardEvent) {
    // Escape is the dialog's own: it closes it and fires "close".
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case "ArrowLeft":
        showImage(index - 1);
        break;
      case "ArrowRight":
        showImage(index + 1);
        break;
      case "+":
      case "=":
        setZoomTo(zoom + ZOOM_STEP);
        break;
      case "-":
      case "_":
        setZoomTo(zoom - ZOOM_STEP);
        break;
      case "0":
        setZoomTo(ZOOM_MIN);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // Panning: drag the picture (mouse, pen or finger) while zoomed in.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (zoom <= ZOOM_MIN) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX - offset.x, y: event.clientY - offset.y };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setOffset(clampOffset({ x: event.clientX - start.x, y: event.clientY - start.y }, zoom));
  }

  function onPointerEnd() {
    drag.current = null;
  }

  keyHandler.current = onKeyDown;

  const image = path ? getImageSources(path, "product") : null;
  // The zoom shows the largest rendering the media pipeline makes (800 px).
  const largest = (extension: string) => image?.src.replace(/\.jpg$/, `.${extension}`) ?? "";

  return (
    <dialog ref={dialogRef} className="zoom-modal" aria-label={`${name}: zoom`} onClose={onClose}>
      <div className="zoom-modal__bar">
        <p className="zoom-modal__status">
          <span>
            Image {index + 1} of {count}
          </span>
          <output aria-live="polite" className="zoom-modal__level">
            {zoom.toFixed(1)}x
          </output>
        </p>
        {/* aria-disabled, not disabled: a button that disables itself under the focus would drop it. */}
        <div className="zoom-modal__controls">
          <button
            type="button"
            className="zoom-modal__button"
            aria-label="Zoom out"
            aria-disabled={zoom <= ZOOM_MIN}
            onClick={() => setZoomTo(zoom - ZOOM_STEP)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="zoom-modal__button"
            aria-label="Zoom in"
            aria-disabled={zoom >= ZOOM_MAX}
            onClick={() => setZoomTo(zoom + ZOOM_STEP)}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="zoom-modal__button zoom-modal__button--text"
            aria-disabled={zoom === ZOOM_MIN}
            onClick={() => setZoomTo(ZOOM_MIN)}
          >
            Reset
          </button>
          <button
            type="button"
            className="zoom-modal__button"
            aria-label="Close zoom"
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className="zoom-modal__stage"
        data-zoomed={zoom > ZOOM_MIN}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {image && (
          <picture
            className="zoom-modal__picture"
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
          >
            {!failed && <source type="image/avif" srcSet={largest("avif")} />}
            {!failed && <source type="image/webp" srcSet={largest("webp")} />}
            <img
              key={path}
              src={failed ? FALLBACK_IMAGE : image.src}
              width={image.width}
              height={image.height}
              alt={`${name}, view ${index + 1} of ${count}`}
              draggable={false}
              onError={() => setFailed(true)}
            />
          </picture>
        )}
      </div>
      {count > 1 && (
        <div className="zoom-modal__nav">
          <button
            type="button"
            className="zoom-modal__button"
            aria-label="Previous image"
            onClick={() => showImage(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="zoom-modal__button"
            aria-label="Next image"
            onClick={() => showImage(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
