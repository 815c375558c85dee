import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

// `./form` and `./funnel` are entries of their own so that dist/ keeps the validation (and
// valibot) and the results' funnel apart from the main entry's modules: a site can load them on
// demand (see src/form.ts and src/funnel.ts).
export default defineConfig(
  libraryBuild(libraryPreset({ entry: ['src/index.ts', 'src/form.ts', 'src/funnel.ts'] })),
);
