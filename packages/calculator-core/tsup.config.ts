import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

// `./form` is an entry of its own so that dist/ keeps the validation (and valibot) apart from the
// main entry's modules: a site can load it on demand (see src/form.ts).
export default defineConfig(
  libraryBuild(libraryPreset({ entry: ['src/index.ts', 'src/form.ts'] })),
);
