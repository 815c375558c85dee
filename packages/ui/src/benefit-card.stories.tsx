import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BenefitCard } from './benefit-card';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { Icon, iconPaths } from './icon';

const meta = {
  title: 'Content/BenefitCard',
  component: BenefitCard,
  args: {
    title: 'Every Call, Handled',
    children: 'Your AI receptionist answers every call, day or night, and books the job.',
  },
} satisfies Meta<typeof BenefitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = {
  args: { title: "Works When You Can't", icon: <Icon path={iconPaths.moon} /> },
};

/** The home page's three cards side by side; they stack at 320 px. */
export const Row: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
      }}
    >
      <BenefitCard title="Every Call, Handled" icon={<Icon path={iconPaths.phone} />}>
        Answered 24/7, even when you are on a roof.
      </BenefitCard>
      <BenefitCard title="Works When You Can't" icon={<Icon path={iconPaths.moon} />}>
        Nights, weekends and holidays covered.
      </BenefitCard>
      <BenefitCard title="Cheaper Than a Human" icon={<Icon path={iconPaths.coin} />}>
        A fraction of the cost of a receptionist.
      </BenefitCard>
    </div>
  ),
};

/** The row of cards with their icons in the dark scheme. */
export const RowDark: Story = {
  ...Row,
  globals: darkScheme,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
    await expectDarkScheme(canvasElement);
  },
};
