import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { classNames } from './class-names';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Uncontrolled starting state. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, the close button, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, read as the dialog's description. */
  description?: ReactNode;
  /** An element that opens the modal when clicked, such as a {@link Button}. */
  trigger?: ReactElement;
  /** Accessible name of the × button; defaults to 'Close'. */
  closeLabel?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * An accessible modal dialog built on Radix Dialog: focus moves in and is trapped, Escape and a
 * click on the backdrop close it, focus returns to what opened it, and the page behind stops
 * scrolling. `data-state` (`open` | `closed`) is on the panel and the backdrop. Content renders
 * in a portal and only while open, so it costs nothing in server-rendered HTML.
 *
 * @example
 * ```tsx
 * <Modal title="Send Call Summary" open={open} onOpenChange={setOpen}>
 *   ...
 * </Modal>
 * ```
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  closeLabel = 'Close',
  children,
  className,
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="org-modal__backdrop" />
        <Dialog.Content
          className={classNames('org-modal', className)}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <Dialog.Title className="org-modal__title">{title}</Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="org-modal__description">
              {description}
            </Dialog.Description>
          )}
          <div className="org-modal__body">{children}</div>
          <Dialog.Close className="org-modal__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
