import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'See Missed Call Report', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See Missed Call Report' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Contact Us' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'No Thanks' } };

export const Danger: Story = { args: { variant: 'danger', children: 'End Call' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Calculating...', children: 'Calculate' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Calculating...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-state', 'busy');
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Start Voice Chat' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Confirm & Build Demo' } };

/** Every variant and state side by side in the dark scheme. */
export const VariantsDark: Story = {
  globals: darkScheme,
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args}>See Missed Call Report</Button>
      <Button {...args} variant="secondary">
        Contact Us
      </Button>
      <Button {...args} variant="ghost">
        No Thanks
      </Button>
      <Button {...args} variant="danger">
        End Call
      </Button>
      <Button {...args} busy busyLabel="Calculating...">
        Calculate
      </Button>
      <Button {...args} disabled>
        Start Voice Chat
      </Button>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await expectDarkScheme(canvasElement);
  },
};
