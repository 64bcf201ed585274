import { createElement, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { dataUrlOf, logoType } from './file-checks';
import { HiddenFileInput } from './hidden-file-input';

/** A logo is a PNG or a JPEG, by its name and by its bytes (docs/product.md#5-validation). */
const LOGO_REFUSED = 'Please choose a PNG or JPG file.';

type Options = {
  /** The upload call (src/api): the organization's or a carrier's logo. */
  upload: (file: File) => Promise<unknown>;
  onUploaded: () => void;
  onFailed: (err: unknown) => void;
};

/**
 * A logo upload, the same for every logo: pick a file (through a hidden input), see it, then send
 * it once (a second press while it is out does nothing) or cancel. A file that is not a PNG or
 * JPEG is refused before any call.
 */
export function useLogoUpload({ upload, onUploaded, onFailed }: Options) {
  const inputId = useId();
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [refused, setRefused] = useState(false);
  const mutation = useMutation({ mutationFn: upload });

  const pick = async (file: File | null) => {
    setPicked(null);
    if (!file) return;
    const mime = /\.(png|jpe?g)$/i.test(file.name) ? await logoType(file) : null;
    setRefused(!mime);
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
    refusal: refused ? LOGO_REFUSED : null,
    dismiss: () => setRefused(false),
    send,
    cancel: () => setPicked(null),
    pending: mutation.isPending,
  };
}
