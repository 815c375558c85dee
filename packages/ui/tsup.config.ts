import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(
  libraryBuild(
    libraryPreset(),
    // The stylesheet: esbuild inlines the @imports of the tokens and components into one minified
    // dist/styles.css.
    { entry: { styles: 'src/styles/index.css' }, minify: true, target: 'chrome111' },
  ),
);
