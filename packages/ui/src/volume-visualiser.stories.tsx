import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { VolumeVisualiser, type VolumeVisualiserProps } from './volume-visualiser';

const meta = {
  title: 'Voice/VolumeVisualiser',
  component: VolumeVisualiser,
  args: { volume: 0, active: false },
  argTypes: { volume: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
} satisfies Meta<typeof VolumeVisualiser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: 30 short bars. The backing store follows the pixel ratio so lines stay crisp. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const element = canvas.getByRole('img', { name: 'Voice activity' }) as HTMLCanvasElement;
    await expect(element.width).toBe(Math.round(200 * window.devicePixelRatio));
    await expect(element.getBoundingClientRect().width).toBe(200);
    await expect(element).toHaveAttribute('data-state', 'idle');
  },
};

export const ActiveLoud: Story = { args: { active: true, volume: 0.8 } };

export const ActiveQuiet: Story = { args: { active: true, volume: 0.15 } };

// Stands in for the voice client's roughly 10 Hz volume events.
function FakeSpeech(props: Omit<VolumeVisualiserProps, 'volume'>) {
  const [volume, setVolume] = useState(0);
  useEffect(() => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setVolume(Math.abs(Math.sin(step / 4)) * 0.9);
    }, 100);
    return () => clearInterval(timer);
  }, []);
  return <VolumeVisualiser {...props} volume={volume} />;
}

/** A simulated conversation; with reduced motion requested the ring stays still. */
export const Speaking: Story = {
  args: { active: true },
  render: ({ volume: _volume, ...args }) => <FakeSpeech {...args} />,
};
