import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallIllustration } from './call-illustration';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Content/CallIllustration',
  component: CallIllustration,
} satisfies Meta<typeof CallIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A caller and the receptionist, a bubble each line: read aloud as a named figure, each line
 * after who says it. Every bubble stays inside the card.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Example call' });
    const lines = Array.from(figure.querySelectorAll('p'));
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Caller: The storm left a leak in my roof!',
      "AI receptionist: We can help. What's the address?",
      'Caller: 14 Oak Lane.',
      "AI receptionist: You're booked for 8 am tomorrow.",
    ]);
    const card = figure.getBoundingClientRect();
    for (const line of lines) {
      const box = line.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
      await expect(box.bottom).toBeLessThanOrEqual(card.bottom);
    }
    // The caller's bubbles sit on the left, the receptionist's on the right.
    const [caller, receptionist] = lines.map((line) => line.getBoundingClientRect());
    await expect(caller?.left).toBeLessThan(receptionist?.left ?? 0);
    await expect(Math.round(receptionist?.right ?? 0)).toBeGreaterThan(
      Math.round(caller?.right ?? 0),
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => Default.play?.(context),
};

/** A site's own exchange and words. */
export const CustomExchange: Story = {
  args: {
    lines: [
      { role: 'assistant', text: 'Summit Roofing, how can I help?' },
      { role: 'user', text: 'Can someone look at my gutters this week?' },
      { role: 'assistant', text: 'Sure. Thursday at 2 pm works.' },
    ],
    text: { label: 'A call on a Sunday', speakers: { user: 'Customer', assistant: 'Assistant' } },
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'A call on a Sunday' });
    await expect(figure.querySelectorAll('p')[1]).toHaveTextContent(
      'Customer: Can someone look at my gutters this week?',
    );
  },
};

export const DefaultDark: Story = {
  globals: darkScheme,
  play: async (context) => {
    await Default.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
