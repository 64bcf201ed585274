import { useState } from 'react';
import { resolveAssetUrl } from '../../api';
import { initialsOf } from '../../components/display';

type Props = { name?: string | null; logoPath?: string | null; size?: number };

/** A carrier's logo (logo_path resolved against the API base), or its initials when it has none or it fails. */
export function CompanyAvatar({ name, logoPath, size = 32 }: Props) {
  const src = resolveAssetUrl(logoPath);
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, borderRadius: 'var(--radius-sm)', flex: 'none' } as const;
  if (src && failed !== src) {
    return <img src={src} alt="" style={{ ...box, objectFit: 'contain', background: 'var(--color-bg-surface)' }} onError={() => setFailed(src)} />;
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, display: 'inline-grid', placeItems: 'center', background: 'var(--color-brand-accent)', color: 'var(--color-on-brand)', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(name)}
    </span>
  );
}
