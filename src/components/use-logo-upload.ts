import { createElement, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LOGO_MAX_DIMENSION } from '../api/limits';
import { dataUrlOf, decodedSize, logoType } from './file-checks';
import { HiddenFileInput } from './hidden-file-input';

/** A logo is a PNG or a JPEG, by its name and by its bytes (docs/product.md#5-validation). */
const LOGO_REFUSED = 'Please choose a PNG or JPG file.';
/** The hint's "max 1024×1024" holds: the server refuses a larger logo, so it is not sent. */
const tooLarge = (width: number, height: number) =>
  `This image is ${width}×${height} pixels. Please choose one no larger than ${LOGO_MAX_DIMENSION}×${LOGO_MAX_DIMENSION}.`;

/** Why the file cannot be a logo, or null when it can: its name, its bytes, then its decoded size. */
async function logoRefusal(file: File): Promise<string | null> {
  if (!/\.(png|jpe?g)$/i.test(file.name) || !(await logoType(file))) return LOGO_REFUSED;
  const size = await decodedSize(file);
  if (size === null) return LOGO_REFUSED;
  if (size && (size.width > LOGO_MAX_DIMENSION || size.height > LOGO_MAX_DIMENSION)) return tooLarge(size.width, size.height);
  return null;
}

type Options = {
  /** The upload call (src/api): the organization's or a carrier's logo. */
  upload: (file: File) => Promise<unknown>;
  onUploaded: () => void;
  onFailed: (err: unknown) => void;
};

/**
 * A logo upload, the same for every logo: pick a file (through a hidden input), see it, then send
 * it once (a second press while it is out does nothing) or cancel. A file that is not a PNG or
 * JPEG, does not decode, or is larger than the limit is refused before any call.
 */
export function useLogoUpload({ upload, onUploaded, onFailed }: Options) {
  const inputId = useId();
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: upload });

  const pick = async (file: File | null) => {
    setPicked(null);
    if (!file) return;
    const why = await logoRefusal(file);
    setRefusal(why);
    const mime = why ? null : await logoType(file);
    if (mime) setPicked({ file, preview: await dataUrlOf(file, mime) });
  };

  const send = () => {
    if (!picked || mutation.isPending) return;
    mutation.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        onUploaded();
      },
      onError: onFailed,
    });
  };

  return {
    /** The hidden file input behind the "Choose…" button (named "Logo file"), to render once. */
    fileInput: createElement(HiddenFileInput, {
      id: inputId,
      accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
      label: 'Logo file',
      onPick: (file) => void pick(file),
    }),
    choose: () => document.getElementById(inputId)?.click(),
    picked,
    refusal,
    dismiss: () => setRefusal(null),
    send,
    cancel: () => setPicked(null),
    pending: mutation.isPending,
  };
}
