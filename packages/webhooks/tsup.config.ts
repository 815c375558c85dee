import { defineConfig } from 'tsup';
import { libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(libraryPreset());
