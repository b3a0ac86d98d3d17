import { useState } from "react";
import { Carousel } from "../../components/carousel";
import { VideoDialog, VideoPoster } from "../../components/video-dialog";
import type { VideoCard } from "./load-home";

/** A poster cropped to 16:9 draws its banner picture 1.5 times the slide's width. */
const POSTER_SIZES = "(min-width: 1200px) 560px, (min-width: 576px) 75vw, 150vw";

/**
 * Spec section 2, item 13: posters in a carousel that wraps around; a poster opens the clip in a
 * modal dialog (components/video-dialog.tsx).
 */
export function VideoGallery({ videos }: { videos: VideoCard[] }) {
  const [playing, setPlaying] = useState<VideoCard | null>(null);
  return (
    <>
      <Carousel label="Video gallery" perView={3} perViewSmall={1} loop arrows>
        {videos.map((video) => (
          <VideoPoster key={video.id} clip={video} sizes={POSTER_SIZES} onPlay={() => setPlaying(video)} />
        ))}
      </Carousel>
      <VideoDialog clip={playing} titleId="video-dialog-title" onClose={() => setPlaying(null)} />
    </>
  );
}
