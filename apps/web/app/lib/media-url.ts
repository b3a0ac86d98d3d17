/** The address of a file the server keeps under /media (a clip, a poster), each segment encoded. */
export function getMediaUrl(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}
