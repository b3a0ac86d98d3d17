import type { Video } from "@nagai/contracts/catalog";
import { useEffect, useRef } from "react";
import { getMediaUrl } from "../lib/media-url";
import { useHydrated } from "../lib/use-hydrated";
import { Picture } from "./picture";

/** What a poster and its dialog need of one of the shop's clips. */
export type VideoClip = Pick<Video, "title" | "video_path" | "poster_path">;

/**
 * A clip's poster as a button that opens it (spec 000 section 2, item 13; the appointment's intro).
 * Disabled until hydrated: without a script there is no dialog to open.
 */
export function VideoPoster({
  clip,
  sizes,
  className,
  onPlay,
}: {
  clip: VideoClip;
  sizes: string;
  className?: string;
  onPlay: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className ? `video-card ${className}` : "video-card"}
      disabled={!hydrated}
      onClick={onPlay}
    >
      <Picture path={clip.poster_path} kind="banner" alt="" sizes={sizes} className="video-card__poster" />
      <span className="video-card__play" aria-hidden="true" />
      <span className="video-card__title">
        <span className="visually-hidden">Play video: </span>
        {clip.title}
      </span>
    </button>
  );
}

/**
 * The clip that is playing, in a modal <dialog>: showModal() makes the rest of the page inert (the
 * browser keeps focus inside) and closes on Escape; whichever way it closes, the clip stops and
 * `onClose` clears it. `clip` null keeps the dialog shut.
 */
export function VideoDialog({
  clip,
  titleId,
  onClose,
}: {
  clip: VideoClip | null;
  titleId: string;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!clip) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // A browser may refuse to start on its own; the controls are there to start it by hand.
    videoRef.current?.play().catch(() => {});
  }, [clip]);

  return (
    <dialog
      ref={dialogRef}
      className="video-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        videoRef.current?.pause();
        onClose();
      }}
    >
      <div className="video-dialog__bar">
        <p id={titleId} className="video-dialog__title">
          {clip?.title}
        </p>
        <button
          type="button"
          className="video-dialog__close"
          aria-label="Close video"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {clip && (
        // The shop's clips are silent (one video track, no sound), so there is nothing to caption;
        // the dialog's title names what the clip shows.
        // biome-ignore lint/a11y/useMediaCaption: see above
        <video
          ref={videoRef}
          className="video-dialog__video"
          src={getMediaUrl(clip.video_path)}
          controls
          playsInline
        />
      )}
    </dialog>
  );
}
