/**
 * Where the media module keeps its files (decision 047): the pictures' sources, their encoded
 * widths and formats, and the videos. A name is `<key>/<file>`, the key a hash of the content, so
 * a name never changes meaning: writing a name that exists is skipped, and any process may keep or
 * serve what it read for ever. Two processes that encode the same variant at once write the same
 * picture, so whichever write lands last is right.
 */
export interface MediaStore {
  /** The bytes stored under `name`, or undefined when there are none. */
  read(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Stores `content` under `name` unless something is already there; `type` is its media type. */
  write(name: string, content: Buffer, type: string): Promise<void>;
  /** For logs and the start-up banner: the folder, or the bucket and its endpoint. */
  readonly description: string;
}

/** A key of 20 hex digits and a file name of letters, digits and one dot: never a path outside. */
const NAME_PATTERN = /^[0-9a-f]{20}\/[a-z0-9]+(\.[a-z0-9]+)?$/;

/** Refuses a name that is not of the media's shape before it reaches a disk or a bucket. */
export function checkedName(name: string): string {
  if (!NAME_PATTERN.test(name)) throw new Error(`Not a media name: ${JSON.stringify(name.slice(0, 80))}`);
  return name;
}

export const isMediaName = (name: string): boolean => NAME_PATTERN.test(name);
