// Prints what @org/ui costs a page, gzip-compressed: the stylesheet, and the minified JavaScript
// a bundler keeps for typical imports (React itself excluded, as the site ships it anyway).
// Run after `pnpm build`: `pnpm size`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, 'dist/index.js');

/** Import sets the site is expected to use, by route. */
const scenarios = {
  'layout (Header, Footer, SkipLink)': ['Header', 'Footer', 'SkipLink'],
  'home (+ cards, Comparison, ContactForm)': [
    'Header',
    'Footer',
    'SkipLink',
    'BenefitCard',
    'TestimonialCard',
    'Comparison',
    'ContactForm',
  ],
  'calculator (+ fields, LoadingOverlay, StatusMessage)': [
    'Header',
    'Footer',
    'SkipLink',
    'NumberField',
    'TextField',
    'EmailField',
    'TelField',
    'LoadingOverlay',
    'StatusMessage',
    'Button',
  ],
  'demo (VoiceWidget, CallSummaryDialogs)': ['VoiceWidget', 'CallSummaryDialogs'],
  everything: ['*'],
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function bundledSize(names) {
  const source =
    names[0] === '*'
      ? `export * from ${JSON.stringify(entry)};`
      : `export { ${names.join(', ')} } from ${JSON.stringify(entry)};`;
  const folder = mkdtempSync(path.join(tmpdir(), 'org-ui-size-'));
  const entryFile = path.join(folder, 'entry.js');
  writeFileSync(entryFile, source);
  let output;
  try {
    output = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      build: {
        write: false,
        minify: true,
        lib: { entry: entryFile, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = chunks
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code).length };
}

const css = readFileSync(path.join(root, 'dist/styles.css'));
console.log(`styles.css: ${kb(css.length)} minified, ${kb(gzipSync(css).length)} gzip`);
for (const [name, names] of Object.entries(scenarios)) {
  const { raw, gzip } = await bundledSize(names);
  console.log(`JS ${name}: ${kb(raw)} minified, ${kb(gzip)} gzip`);
}
