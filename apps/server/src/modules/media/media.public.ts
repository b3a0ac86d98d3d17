/** What other modules may use of the media module (decision 041): storing and checking pictures. */
export {
  NotAnImageError,
  reencodeUpload,
  storeImage,
  UPLOAD_MAX_PIXELS,
  unknownPictures,
} from "./media.service.ts";
