import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(
  libraryBuild(
    libraryPreset({
      // One output module per source module, re-exported by index.js: an app's bundler can then
      // put each component in the chunk of the page that uses it, instead of hoisting every
      // component it uses anywhere into its entry chunk.
      entry: ['src/*.ts', 'src/*.tsx', '!src/*.test.ts', '!src/*.test.tsx', '!src/*.stories.tsx'],
      // The widget's types (its status, caption lines, notices) are @org/voice-client's, a
      // devDependency: the declarations take them from its source, inlined, so a team that
      // installs @org/ui needs no voice client to type-check it, and the source restates none.
      dts: {
        entry: { index: 'src/index.ts' },
        compilerOptions: {
          paths: {
            '@org/voice-client/react': ['../voice-client/src/react.ts'],
            '@org/voice-client/call-aids': ['../voice-client/src/call-aids.ts'],
          },
        },
      },
    }),
    // The stylesheet: esbuild inlines the @imports of the tokens and components into one minified
    // dist/styles.css.
    { entry: { styles: 'src/styles/index.css' }, minify: true, target: 'chrome111' },
  ),
);
