import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect } from 'storybook/test';

// What the probe's effect did, in order; emptied before the story renders.
const effectLog: string[] = [];

function EffectProbe() {
  useEffect(() => {
    effectLog.push('setup');
    return () => {
      effectLog.push('cleanup');
    };
  }, []);
  return <p>Effects ran {effectLog.length} times.</p>;
}

/**
 * A guard on the preview, not a component: every story must render under StrictMode, which
 * runs a new component's effects, cleans them up and runs them again. Hidden from the sidebar
 * and the docs; still a test in `pnpm test`.
 */
const meta = {
  title: 'Docs/StrictMode guard',
  component: EffectProbe,
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    effectLog.length = 0;
  },
} satisfies Meta<typeof EffectProbe>;

export default meta;

/** The effect is set up, cleaned up and set up again, as StrictMode does on mount. */
export const EffectsRunTwice: StoryObj<typeof meta> = {
  play: async () => {
    await expect(effectLog).toEqual(['setup', 'cleanup', 'setup']);
  },
};
