import { readText } from './json-value';

// Epoch numbers below this are seconds (it is the year 5138 in seconds but March 1973 in milliseconds).
const EPOCH_SECONDS_LIMIT = 100_000_000_000;
// Date-only, or date and time with optional fraction and offset; "T" or a space (as Postgres prints it).
const ISO_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const EPOCH_TEXT = /^\d+(?:\.\d+)?$/;

/** Reads a date from ISO text, date-only text or epoch seconds/milliseconds; invalid gives null. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  const text = readText(value);
  if (text === null) return null;
  if (EPOCH_TEXT.test(text)) return fromEpoch(Number(text));
  return fromIsoText(text);
}

function fromEpoch(epoch: number): Date | null {
  // Zero and negative stamps are placeholders, not real post dates.
  if (!Number.isFinite(epoch) || epoch <= 0) return null;
  const date = new Date(epoch < EPOCH_SECONDS_LIMIT ? epoch * 1000 : epoch);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromIsoText(text: string): Date | null {
  const match = ISO_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', offset] = match;
  // Milliseconds are the finest a Date holds; Postgres prints microseconds.
  const time = `${hour}:${minute}:${second}${fraction.slice(0, 4)}`;
  // Dates without an offset are read as UTC so the server and every browser agree on the instant.
  const date = new Date(`${year}-${month}-${day}T${time}${normalOffset(offset)}`);
  if (Number.isNaN(date.getTime())) return null;
  // JavaScript rolls "2024-02-30" over to 1 March; a day that does not exist is invalid instead.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists =
    calendar.getUTCFullYear() === Number(year) &&
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day);
  return exists && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 ? date : null;
}

function normalOffset(offset: string | undefined): string {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 'Z';
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}
