import { useEffect, useRef, useState } from "react";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { getMediaUrl } from "../../lib/media-url";
import { useHydrated } from "../../lib/use-hydrated";
import type { VideoCard } from "./load-home";

/** A poster cropped to 16:9 draws its banner picture 1.5 times the slide's width. */
const POSTER_SIZES = "(min-width: 1200px) 560px, (min-width: 576px) 75vw, 150vw";

/**
 * Spec section 2, item 13: posters in a carousel that wraps around; a poster opens the clip in a
 * modal <dialog>. showModal() makes the rest of the page inert (the browser keeps focus inside)
 * and closes on Escape; whichever way it closes, the clip stops.
 */
export function VideoGallery({ videos }: { videos: VideoCard[] }) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState<VideoCard | null>(null);

  useEffect(() => {
    if (!playing) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // A browser may refuse to start on its own; the controls are there to start it by hand.
    videoRef.current?.play().catch(() => {});
  }, [playing]);

  return (
    <>
      <Carousel label="Video gallery" perView={3} perViewSmall={1} loop arrows>
        {videos.map((video) => (
          <button
            key={video.id}
            type="button"
            className="video-card"
            disabled={!hydrated}
            onClick={() => setPlaying(video)}
          >
            <Picture
              path={video.poster_path}
              kind="banner"
              alt=""
              sizes={POSTER_SIZES}
              className="video-card__poster"
            />
            <span className="video-card__play" aria-hidden="true" />
            <span className="video-card__title">
              <span className="visually-hidden">Play video: </span>
              {video.title}
            </span>
          </button>
        ))}
      </Carousel>
      <dialog
        ref={dialogRef}
        className="video-dialog"
        aria-labelledby="video-dialog-title"
        onClose={() => {
          videoRef.current?.pause();
          setPlaying(null);
        }}
      >
        <div className="video-dialog__bar">
          <p id="video-dialog-title" className="video-dialog__title">
            {playing?.title}
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
        {playing && (
          // The shop's clips are silent (one video track, no sound), so there is nothing to caption;
          // the dialog's title names what the clip shows.
          // biome-ignore lint/a11y/useMediaCaption: see above
          <video
            ref={videoRef}
            className="video-dialog__video"
            src={getMediaUrl(playing.video_path)}
            controls
            playsInline
          />
        )}
      </dialog>
    </>
  );
}
