import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages (introduction, tokens) first, then every component's stories.
  stories: ['../src/docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // StrictMode renders every story twice and runs its effects twice, as React does in a dev
  // build, so a component that is not safe to remount fails in Storybook rather than on a site.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  // Telemetry makes every build try the network; this machine has none to spare.
  core: { disableTelemetry: true },
};

export default config;
