/** What other modules may use of the media module (decision 041): storing an image, checking an upload. */
export { NotAnImageError, reencodeUpload, storeImage, UPLOAD_MAX_PIXELS } from "./media.service.ts";
