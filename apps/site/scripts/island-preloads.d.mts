/** A chunk of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
/** Vite's `.vite/manifest.json`: its chunks by source key. */
export type Manifest = Record<string, ManifestChunk>;
/** The files of `key`'s chunk and of every chunk it imports in turn, each once; not the entry. */
export function chunkFiles(manifest: Manifest, key: string): string[];
/** `html` with the `modulepreload` links of the chunked script islands it has. */
export function withIslandPreloads(
  html: string,
  build: {
    manifest: Manifest;
    islands: Readonly<Record<string, { kind: string; chunk?: string }>>;
    islandAttribute: string;
  },
): string;
