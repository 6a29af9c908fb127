import { useId } from 'react';

export const INPUT =
  'mt-1 block w-full min-w-0 rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm';
export const LABEL = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  placeholder?: string;
  required?: boolean;
  className?: string;
}

/** One labelled text field of the editor; the label sits above it, so a phone's narrow column reads well. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  rows,
  placeholder,
  required,
  className = '',
}: TextFieldProps) {
  const id = useId();
  const invalid = required === true && value.trim() === '';
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required && <span className="sr-only"> (required)</span>}
      </label>
      {rows ? (
        <textarea
          id={id}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          required={required}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          // Grows with its text (Chromium, Firefox soon); elsewhere `rows` and the resize handle.
          className={`${INPUT} min-h-16 resize-y field-sizing-content`}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          required={required}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={INPUT}
        />
      )}
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A labelled select of the editor. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`${INPUT} pr-8`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
