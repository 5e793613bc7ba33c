/**
 * 위로, 아래로 and 빼기 for one item of an ordered list, each naming the item for a screen
 * reader. `data-move` lets the list put the focus back on the button that moved an item.
 */
interface MoveToolsProps {
  index: number;
  count: number;
  /** The fewest items the list may hold: 빼기 is off at this many. */
  min: number;
  /** The item's name, e.g. "2번째 갤러리 사진". */
  label: string;
  disabled: boolean;
  onMove: (from: number, to: number, button: 'up' | 'down') => void;
  onRemove: (index: number) => void;
  removeClassName?: string;
}

export function MoveTools({
  index,
  count,
  min,
  label,
  disabled,
  onMove,
  onRemove,
  removeClassName = '',
}: MoveToolsProps) {
  const named = <span className="visually-hidden">({label})</span>;
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        data-move="up"
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        위로 {named}
      </button>
      <button
        type="button"
        className="button button-secondary"
        data-move="down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        아래로 {named}
      </button>
      <button
        type="button"
        className={`button button-secondary ${removeClassName}`}
        disabled={disabled || count <= min}
        onClick={() => onRemove(index)}
      >
        빼기 {named}
      </button>
    </>
  );
}
