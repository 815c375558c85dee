import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(libraryBuild(libraryPreset()));
