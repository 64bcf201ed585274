import type { ChangeEvent } from 'react';
import { Input } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';
import { SEATS_MAX } from '../../components/validators';

export const seatText = (limit: number | null | undefined): string => (limit === null || limit === undefined ? '' : String(limit));

type InputProps = {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** A whole number with the server's bounds; blank reads "Unlimited". */
export function SeatLimitInput(props: InputProps) {
  return <Input {...props} type="number" min={0} max={SEATS_MAX} step={1} inputMode="numeric" placeholder="Unlimited" />;
}

/** The organization name, at most 200 characters. */
export function NameInput(props: InputProps) {
  return <Input {...props} maxLength={NAME_MAX_LENGTH} autoComplete="off" />;
}
