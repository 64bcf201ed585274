import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import styles from './carrier-workspace.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The sheet's title (and its accessible name). */
  title: string;
  side: 'left' | 'right';
  children: ReactNode;
};

/**
 * A modal side sheet for phones (a native <dialog>: the page behind is inert, Escape closes it).
 * It opens on its title rather than on its first field, so a phone's keyboard does not jump up,
 * and gives focus back to whatever opened it. A few lines instead of antd's Drawer and its motion
 * machinery.
 */
export function WorkspaceSheet({ open, onClose, title, side, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const d = dialog.current;
    if (!d || !open) return;
    // A click on the backdrop lands on the dialog itself (the content fills it otherwise); Escape
    // is the keyboard's way out.
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === d) close.current();
    };
    d.addEventListener('click', onBackdrop);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; there the sheet is a plain open dialog.
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
    heading.current?.focus();
    return () => {
      d.removeEventListener('click', onBackdrop);
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
      opener.current?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`${styles.sheet} ${side === 'left' ? styles.sheetLeft : styles.sheetRight}`}
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.sheetInner}>
          <div className={styles.sheetHead}>
            <h2 id={id} ref={heading} tabIndex={-1} className={styles.sheetTitle}>
              {title}
            </h2>
            <Button type="text" aria-label={`Close ${title}`} icon={<CloseOutlined aria-hidden="true" />} onClick={onClose} />
          </div>
          <div className={styles.sheetBody}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
