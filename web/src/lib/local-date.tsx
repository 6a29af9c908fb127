import { localDate, UNKNOWN_DATE, utcDate } from '../../../shared/domain/dates';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * `localDate` on a screen the server may draw (/swipefiles, /swipefiles/{id}): the server knows no reader's
 * time zone, so the HTML and the render that hydrates it show the UTC date, and the reader's own follows at
 * once (a different text in hydration would make React throw the page away and draw it again). A component
 * of its own, so only the date's text renders again after hydration, not the card around it.
 */
export function LocalDate({ value }: { value: string | null | undefined }): string {
  const hydrated = useHydrated();
  return hydrated ? localDate(value) : (utcDate(value) ?? UNKNOWN_DATE);
}
