import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The current or chosen picture (or its placeholder). */
  picture: ReactNode;
  chooseLabel: string;
  icon?: ReactNode;
  accept: string;
  hint: string;
  /** A refusal shown instead of the hint, announced. */
  message: string | null;
  /** Checks, compresses and hands on one chosen file; the button reads "Compressing…" meanwhile. */
  onFile: (file: File) => Promise<void> | void;
  className?: string;
}

/** The one single-picture field (profile picture, provider image): preview, choose button, hint or refusal. */
export function ImagePicker({ picture, chooseLabel, icon, accept, hint, message, onFile, className = 'flex items-center gap-4' }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await onFile(file);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={className}>
      {picture}
      <div className="space-y-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
        >
          {icon}
          {busy ? 'Compressing…' : chooseLabel}
          <input id={id} type="file" accept={accept} className="sr-only" onChange={choose} aria-describedby={`${id}-hint`} />
        </label>
        <p id={`${id}-hint`} className={`text-xs ${message ? 'text-red-600' : 'text-slate-500'}`} role={message ? 'alert' : undefined}>
          {message ?? hint}
        </p>
      </div>
    </div>
  );
}
