import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { parseTokenSheet } from '../styles/token-sheet';
import tokensCss from '../styles/tokens.css?raw';
import { ColorTokens, ScaleTokens } from './token-catalog';

const { light } = parseTokenSheet(tokensCss);

/**
 * The tokens page's tables as stories, so axe checks them in light and dark and the tests see
 * every token of tokens.css drawn. The page itself is Docs/Tokens; these stay out of the sidebar.
 */
const meta = {
  title: 'Docs/Token catalog',
  component: ColorTokens,
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

const colorNames = [...light.keys()].filter((name) =>
  /^--org-(color|status|visualiser)-/.test(name),
);

/** Every colour token has a row with its light and dark value. */
export const Colors: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Colour roles, light and dark' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(colorNames.length);
    const text = within(table).getByRole('rowheader', { name: '--org-color-text' });
    const row = within(text.closest('tr') as HTMLElement);
    await expect(row.getByText(light.get('--org-color-text') as string)).toBeVisible();
    await expect(row.getAllByText(/^on bg: \d+\.\d\d:1 \(needs 4\.5:1\)$/)).toHaveLength(2);
  },
};

export const ColorsDark: Story = {
  ...Colors,
  globals: { colorScheme: 'dark' },
};

/** The type scale, spacing, radii, shadows and the rest: every other token, once. */
export const Scales: Story = {
  render: () => <ScaleTokens />,
  play: async ({ canvas }) => {
    const others = [...light.keys()].filter((name) => !colorNames.includes(name));
    const rows = canvas.getAllByRole('rowheader').map((row) => row.textContent);
    await expect([...rows].sort()).toEqual([...others].sort());
    await expect(canvas.getByRole('table', { name: 'Type scale' })).toBeVisible();
  },
};

export const ScalesDark: Story = {
  ...Scales,
  globals: { colorScheme: 'dark' },
};
