/**
 * An ordered list of rows in a settings form (teachers, courses, fees): each row's own fields,
 * with 위로 / 아래로 to move it one place and 빼기 to take it out, and a button to add one at
 * the end. Focus follows a moved row's button, so the keyboard can keep moving it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { AddRowButton } from '../../../../components/ui/add-row-button.tsx';
import { moveItem, removeItem } from '../../photos/reorder.ts';
import { MoveTools } from './move-tools.tsx';
import styles from './page-form.module.css';

interface RowListProps<Item> {
  items: Item[];
  onChange: (next: Item[]) => void;
  /** The name of row `index` (`2번째 선생님`), for its heading and buttons. */
  rowLabel: (index: number) => string;
  /**
   * A row's fields. `update` changes that row as it is when called, found by its identity, so
   * a change that lands late (an upload ending after other edits or a move) keeps them.
   */
  renderRow: (item: Item, update: (change: (current: Item) => Item) => void, index: number) => ReactNode;
  min: number;
  max: number;
  addLabel: string;
  newItem: () => Item;
  disabled?: boolean;
}

let nextKey = 0;

export function RowList<Item>(props: RowListProps<Item>) {
  const { items, onChange, rowLabel, renderRow, min, max, addLabel, newItem, disabled = false } = props;
  // Keys that follow each row through moves, so its fields keep their state and focus.
  const keys = useRef<number[]>([]);
  if (keys.current.length !== items.length) keys.current = items.map(() => nextKey++);
  const latest = useRef({ items, onChange });
  latest.current = { items, onChange };
  const updateRow = (key: number) => (change: (current: Item) => Item) => {
    const index = keys.current.indexOf(key);
    const { items: now, onChange: send } = latest.current;
    if (index < 0 || index >= now.length) return;
    send(now.map((old, at) => (at === index ? change(old) : old)));
  };
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    list.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const move = (from: number, to: number, button: 'up' | 'down') => {
    keys.current = moveItem(keys.current, from, to);
    const movedToEdge = button === 'up' ? to === 0 : to === items.length - 1;
    focusAfter.current = `[data-row="${keys.current[to]}"] [data-move="${movedToEdge ? (button === 'up' ? 'down' : 'up') : button}"]`;
    onChange(moveItem(items, from, to));
  };
  const remove = (index: number) => {
    keys.current = removeItem(keys.current, index);
    onChange(removeItem(items, index));
  };
  const add = () => {
    keys.current = [...keys.current, nextKey++];
    focusAfter.current = `[data-row="${keys.current.at(-1)}"] input, [data-row="${keys.current.at(-1)}"] textarea`;
    onChange([...items, newItem()]);
  };
  // What every row's 위로, 아래로 and 빼기 share.
  const tools = { count: items.length, min, disabled, onMove: move, onRemove: remove };

  return (
    <>
      <ol ref={list} className={styles.rows}>
        {items.map((item, index) => (
          <li key={keys.current[index]} data-row={keys.current[index]} className={styles.row}>
            <h3 className={styles.rowTitle}>{rowLabel(index)}</h3>
            {renderRow(item, updateRow(keys.current[index]!), index)}
            <div className={styles.tools}>
              <MoveTools {...tools} index={index} label={rowLabel(index)} />
            </div>
          </li>
        ))}
      </ol>
      <AddRowButton className={styles.add} disabled={disabled || items.length >= max} onClick={add}>
        {addLabel}
      </AddRowButton>
    </>
  );
}
