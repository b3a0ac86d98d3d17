/** What other modules may use of the media module (decision 041): where media lives, and storing an image. */
export { mediaDirectory } from "./media.plugin.ts";
export { storeImage } from "./media.service.ts";
