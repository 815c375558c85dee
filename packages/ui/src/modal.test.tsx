import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

afterEach(cleanup);

describe('Modal', () => {
  it('opens from its trigger, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal title="Details" trigger={<Button>Open</Button>} onOpenChange={onOpenChange}>
        <p>Body</p>
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description and has no description link without one', () => {
    const { unmount } = render(
      <Modal title="A" description="More about A" defaultOpen>
        Body
      </Modal>,
    );
    const described = screen.getByRole('dialog', { name: 'A' });
    const id = described.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(id)?.textContent).toBe('More about A');
    unmount();

    render(
      <Modal title="B" defaultOpen>
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'B' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('stays open when controlled and only reports the close request', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal title="Kept" open onOpenChange={onOpenChange} closeLabel="Dismiss">
        Body
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Kept' })).toBeDefined();
  });
});
