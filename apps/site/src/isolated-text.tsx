import type { IsolatedText } from './isolated-slots';

export {
  fillSlot,
  findSlot,
  type IsolatedText,
  type SlotCopy,
  writeIsolated,
} from './isolated-slots';

/** Renders an {@link IsolatedText}: its untrusted words in `<bdi>`, the copy around them as text. */
export function Isolated({ text }: { text: IsolatedText }) {
  switch (text.kind) {
    case 'copy':
      return text.text;
    case 'whole':
      return <bdi>{text.text}</bdi>;
    case 'slot':
      return (
        <>
          {text.before}
          <bdi>{text.slot}</bdi>
          {text.after}
        </>
      );
  }
}
