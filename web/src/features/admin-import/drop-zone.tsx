import { FileJson, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_EXTENSIONS, formatBytes } from './import-messages';

interface DropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Drag a file here or pick one; shows the chosen file's name and size. */
export function DropZone({ file, onFile, disabled }: DropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input's label is the keyboard path
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
        over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'
      }`}
    >
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600">
        {file ? <FileJson className="size-6" aria-hidden /> : <UploadCloud className="size-6" aria-hidden />}
      </span>
      {file ? (
        <p className="mt-4 text-base font-semibold break-all text-slate-900">
          {file.name} <span className="font-normal text-slate-500">· {formatBytes(file.size)}</span>
        </p>
      ) : (
        <p className="mt-4 text-base font-semibold text-slate-900">Drop a JSON or NDJSON file here</p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        or{' '}
        <label
          htmlFor={inputId}
          className="cursor-pointer font-semibold text-indigo-700 underline-offset-2 hover:underline"
        >
          {file ? 'choose another file' : 'choose a file'}
        </label>{' '}
        ({ACCEPTED_EXTENSIONS.join(', ')})
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={[...ACCEPTED_EXTENSIONS, 'application/json', 'application/x-ndjson'].join(',')}
        className="sr-only"
        disabled={disabled}
        aria-label="Import file"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          if (input.current) input.current.value = '';
        }}
      />
    </div>
  );
}
