import type { Database } from "../client.ts";

// In progress: the demo catalogue generator is being written.
export async function seedIfEmpty(_db: Database, _options: { dataDir: string; products: number }): Promise<void> {}
