import type { Preview } from '@storybook/react-vite';
import '../src/styles/index.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an axe check: any violation fails its test in `pnpm test`.
    a11y: { test: 'error' },
  },
};

export default preview;
