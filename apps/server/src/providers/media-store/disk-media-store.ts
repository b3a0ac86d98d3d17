import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkedName, type MediaStore } from "./media-store.ts";

/**
 * The media on this machine's disk, in `root` (DATA_DIR/media): `<key>/<file>`, the layout the
 * shop has always had. Right for one machine; several behind a load balancer need the S3 store.
 */
export function createDiskMediaStore(root: string): MediaStore {
  const fileOf = (name: string) => path.join(root, ...checkedName(name).split("/"));
  const has = (name: string) =>
    access(fileOf(name)).then(
      () => true,
      () => false,
    );
  return {
    description: `the folder ${root}`,
    async read(name) {
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    has,
    async write(name, content) {
      const file = fileOf(name);
      if (await has(name)) return;
      await mkdir(path.dirname(file), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, file);
    },
  };
}
