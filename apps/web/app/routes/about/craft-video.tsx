import type { Video } from "@nagai/contracts/catalog";
import { IMAGE_ASPECT } from "@nagai/contracts/constants";
import { useEffect, useRef, useState } from "react";
import { getImageUrl } from "../../lib/images";
import { getMediaUrl } from "../../lib/media-url";
import { useHydrated } from "../../lib/use-hydrated";

export type CraftClip = Pick<Video, "title" | "video_path" | "poster_path">;

/** The clips are drawn at 960 px wide (apps/server/src/demo/videos.ts): the poster at that width matches. */
const POSTER_WIDTH = 960;
const POSTER_HEIGHT = Math.round(POSTER_WIDTH * IMAGE_ASPECT.banner);
/** Play once this much of the clip is on screen; pause when it leaves, to spare the phone. */
const VISIBLE_ENOUGH = 0.25;

/**
 * The about page's craftsmanship clip (spec 001 section 2): a looping, muted video with a
 * play/pause button over it. It plays by itself while it is on screen, unless the shopper asked
 * for less motion (then it waits for the button) or paused it. Without JavaScript the browser's
 * own controls play it instead. Nothing of the clip loads before it plays (preload="none").
 */
export function CraftVideo({ clip }: { clip: CraftClip }) {
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  /** A pause by the button holds until the button plays it again, whatever the scrolling does. */
  const pausedByShopper = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only: a browser allows autoplay of muted video alone.
    video.muted = true;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting && !pausedByShopper.current) video.play().catch(() => {});
        else if (!entry.isIntersecting) video.pause();
      },
      { threshold: VISIBLE_ENOUGH },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    pausedByShopper.current = !video.paused;
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  }

  return (
    <figure className="craft-video">
      <div className="craft-video__frame">
        <video
          ref={videoRef}
          className="craft-video__video"
          src={getMediaUrl(clip.video_path)}
          poster={getImageUrl(clip.poster_path, POSTER_WIDTH, "webp")}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          muted
          loop
          playsInline
          preload="none"
          controls={!hydrated}
          aria-label={clip.title}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
        {hydrated && (
          <button
            type="button"
            className="craft-video__toggle"
            onClick={toggle}
            aria-label={playing ? "Pause video" : "Play video"}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
          </button>
        )}
      </div>
      <figcaption className="craft-video__caption">{clip.title}</figcaption>
    </figure>
  );
}
