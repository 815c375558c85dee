// The `modulepreload` links of a prerendered page: for each script island on it whose code is a
// chunk of its own (src/islands/registry.ts says which, by `preload`), that chunk and the chunks it
// imports, from the build's manifest. The island's code runs as soon as the page's script does;
// linked, it downloads beside that script instead of after it runs, a round trip sooner (/demo's
// heading shows the company that much sooner).

/**
 * @typedef {{ file: string, imports?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest Vite's `.vite/manifest.json`
 * @typedef {{ kind: string, preload?: true }} IslandEntry
 */

/**
 * The files of `key`'s chunk and of every chunk it imports, statically and in turn, each once,
 * the chunk first. The page's entry is left out: the page loads it anyway.
 * @param {Manifest} manifest
 * @param {string} key
 * @returns {string[]}
 */
export function chunkFiles(manifest, key) {
  const files = [];
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build's manifest has no chunk ${name}`);
    if (chunk.isEntry || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * Adds to `html` the `modulepreload` links of the chunked script islands it has, right after its
 * module script. A page with none is returned as it is.
 * @param {string} html a prerendered page
 * @param {{ manifest: Manifest, islands: Readonly<Record<string, IslandEntry>>, islandAttribute: string, islandChunk: (name: string) => string }} build
 * @returns {string}
 */
export function withIslandPreloads(html, { manifest, islands, islandAttribute, islandChunk }) {
  const files = [];
  for (const [name, entry] of Object.entries(islands)) {
    if (entry.kind !== 'script' || entry.preload !== true) continue;
    if (!html.includes(`${islandAttribute}="${name}"`)) continue;
    for (const file of chunkFiles(manifest, islandChunk(name)))
      if (!files.includes(file)) files.push(file);
  }
  if (files.length === 0) return html;
  const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
  if (!entryScript) throw new Error('The page has no module script to preload its islands beside');
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`);
  const at = entryScript.index + entryScript[0].length;
  return html.slice(0, at) + links.join('') + html.slice(at);
}
