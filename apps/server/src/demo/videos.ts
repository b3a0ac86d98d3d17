import sharp from "sharp";
import type { videos } from "../modules/catalog/catalog.tables.ts";
import { storeFile } from "../modules/media/media.service.ts";
import { listBannerScenes } from "./banners.ts";
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  type BannerScene,
  drawBannerPicture,
  type PlacedPiece,
} from "./drawings/banner-art.ts";
import { type MediaTarget, mapOnEveryCore } from "./render.ts";
import { extractVp8Frame, muxWebm } from "./webm.ts";

/**
 * The video gallery's clips: a piece moving in the light, three seconds at ten frames a second.
 * Each clip animates a banner of another section, which is also its poster (the clip's first
 * frame), so clip and poster share the banner aspect (0.375) and the poster costs no drawing.
 */
const CLIPS = [
  { title: "Temple Jhumkas in Motion", poster: "category-banner:Jhumkas", motion: "swing" },
  { title: "The Kundan Bridal Choker", poster: "category:Bridal", motion: "zoom" },
  { title: "A Kada, Turned to the Light", poster: "category-banner:Kadas", motion: "turn" },
] as const;
type Motion = (typeof CLIPS)[number]["motion"];

const FRAMES_PER_SECOND = 10;
const FRAME_COUNT = 30;
/** Frames are encoded smaller than banners: enough for a gallery modal, and light to download. */
const CLIP_WIDTH = 960;
const CLIP_HEIGHT = Math.round((CLIP_WIDTH * BANNER_HEIGHT) / BANNER_WIDTH);

export type NewVideo = typeof videos.$inferInsert;

/** Needs the banners drawn first: `pictures` maps banner scene keys to stored paths. */
export async function drawVideos(
  target: MediaTarget,
  pictures: ReadonlyMap<string, string>,
): Promise<NewVideo[]> {
  const scenes = new Map(listBannerScenes());
  const rows: NewVideo[] = [];
  for (const [index, clip] of CLIPS.entries()) {
    const scene = scenes.get(clip.poster);
    const poster = pictures.get(clip.poster);
    if (!scene || !poster) throw new Error(`No banner "${clip.poster}" to animate`);
    const frames = await encodeFrames(
      Array.from({ length: FRAME_COUNT }, (_, i) =>
        drawBannerPicture(drawFrame(scene, clip.motion, i / FRAME_COUNT)),
      ),
    );
    const webm = muxWebm(frames, {
      width: CLIP_WIDTH,
      height: CLIP_HEIGHT,
      framesPerSecond: FRAMES_PER_SECOND,
    });
    rows.push({
      title: clip.title,
      videoPath: await storeFile(target.store, webm, "webm", "video/webm"),
      posterPath: poster,
      position: index,
    });
  }
  return rows;
}

/** One moment of a clip, t from 0 to 1: the clip loops, so t = 1 looks like t = 0. */
function drawFrame(scene: BannerScene, motion: Motion, t: number): BannerScene {
  const wave = Math.sin(t * Math.PI * 2);
  const moved = scene.pieces.map((p): PlacedPiece => {
    if (motion === "swing") return { ...p, swing: wave * 5 };
    if (motion === "zoom") return { ...p, scale: p.scale * (1 + 0.05 * (1 - Math.cos(t * Math.PI * 2))) };
    return { ...p, x: p.x + wave * 18 };
  });
  // A band of light crosses the picture once per loop.
  const sweepX = -400 + t * (BANNER_WIDTH + 800);
  const sweep =
    `<defs><linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="${Math.round(sweepX)}" y="-200" width="260" height="1000" fill="url(#sweep)" transform="rotate(18 ${Math.round(sweepX)} 300)"/>`;
  return { ...scene, pieces: moved, front: (scene.front ?? "") + sweep };
}

/** Renders frames to lossy WebP with no alpha, so that each is a plain VP8 key frame. */
function encodeFrames(svgs: readonly Buffer[]): Promise<Buffer[]> {
  return mapOnEveryCore(svgs, async (svg) =>
    extractVp8Frame(
      await sharp(svg).resize(CLIP_WIDTH, CLIP_HEIGHT).removeAlpha().webp({ quality: 72 }).toBuffer(),
    ),
  );
}
