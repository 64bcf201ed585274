import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu-button.module.css';

type MenuItem = { key: string; label: ReactNode; /** The page the user is on (a place menu). */ current?: boolean };

type Props = {
  /** The button's accessible name; it starts with what the button shows (voice control users say that). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: MenuItem[];
  onSelect: (key: string) => void;
  className?: string;
  /**
   * Which edge of the button the menu lines up with: `end` (the default) for a button near the
   * right of the bar, `start` for one near the left, so the menu opens on screen.
   */
  align?: 'start' | 'end';
};

/**
 * A button that opens a menu (WAI-ARIA menu button): arrows move, Escape and any click outside
 * close it, focus returns to the button. A few lines instead of antd's Dropdown, whose popup
 * machinery would cost every signed-in page ~35 KB of gzip JS for two links.
 */
export function MenuButton({ label, children, items, onSelect, className, align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => entries[(i + entries.length) % entries.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(entries.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') return close();
    else return;
    e.preventDefault();
  };

  return (
    <div ref={root} className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className={`${styles.menu} ${styles[align]}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-current={item.current ? 'page' : undefined}
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
