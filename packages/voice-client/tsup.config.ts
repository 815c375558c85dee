import { defineConfig } from 'tsup';
import { libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(
  libraryPreset({
    entry: {
      index: 'src/index.ts',
      vapi: 'src/vapi.ts',
      react: 'src/react.ts',
      'call-aids': 'src/call-aids.ts',
      controls: 'src/controls.ts',
      'call-support': 'src/call-support.ts',
      simulated: 'src/simulated/index.ts',
    },
  }),
);
