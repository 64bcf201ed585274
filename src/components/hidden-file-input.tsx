type Props = {
  /** What the "Choose…" button clicks. */
  id: string;
  /** What the picker offers (a hint to the browser; the file is still checked by its bytes). */
  accept: string;
  /** The input's accessible name ("Logo file"). */
  label: string;
  onPick: (file: File | null) => void;
};

/**
 * The file input behind a "Choose…" button: out of sight and out of the tab order (the button is
 * what people use), reachable by its name for tests and assistive tools. It forgets each pick, so
 * picking the same file again is seen.
 */
export function HiddenFileInput({ id, accept, label, onPick }: Props) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      aria-label={label}
      tabIndex={-1}
      className="visually-hidden"
      onChange={(e) => {
        onPick(e.target.files?.[0] ?? null);
        e.target.value = '';
      }}
    />
  );
}
