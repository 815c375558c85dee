// The declarations the TypeScript checks use (cross-engine/checks/no-webrtc.ts); the bench's
// own scripts are JavaScript and read the JSDoc in asset-sizes.mjs.

/** A chunk of Vite's `.vite/manifest.json`, as far as these functions read it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Reads the build's Vite manifest; rejects (ENOENT) when the site has not been built. */
export function readManifest(distDir: string): Promise<Record<string, ManifestChunk>>;

/** The build files that hold daily-js: its chunk and the chunks only it imports. */
export function dailyFiles(manifest: Record<string, ManifestChunk>): Set<string>;
