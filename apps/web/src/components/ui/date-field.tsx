import '@mantine/dates/styles.css';
import 'dayjs/locale/nb';
import { useState, type FocusEventHandler, type ReactNode } from 'react';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import type { Language } from '@talentpath/contracts/constants';
import { DATE_FORMATS, typedFormats } from '../../lib/date-formats';
import { currentLanguage } from '../../lib/i18n';
import classes from './date-field.module.css';

dayjs.extend(customParseFormat);

const DAY = 'YYYY-MM-DD';
const DAY_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A typed day (or day and time) read in the language's formats, as Mantine's value; null if it is none. */
export function parseTypedDate(text: string, language: Language, withTime = false): string | null {
  const parsed = dayjs(text.trim(), typedFormats(language, withTime), true);
  return parsed.isValid() ? parsed.format(withTime ? DAY_TIME : DAY) : null;
}

// With a time, the field's value is written as a datetime-local input wrote it ('2026-05-01T09:30'), the string
// the forms already turn into a moment; Mantine's is '2026-05-01 09:30:00'.
const toMantine = (value: string, withTime: boolean) => {
  if (!value) return null;
  if (!withTime) return value;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DAY_TIME) : null;
};
const fromMantine = (value: string | null, withTime: boolean) =>
  !value ? '' : withTime ? dayjs(value).format('YYYY-MM-DDTHH:mm') : value.slice(0, 10);

type Props = {
  label: string;
  description?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** 'YYYY-MM-DD', or with `withTime` 'YYYY-MM-DDTHH:mm'; '' is none. */
  value?: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  withTime?: boolean;
  /** The first day the calendar offers ('YYYY-MM-DD'); a day typed before it is left to the form's rules to refuse. */
  min?: string;
  /** The last day the calendar offers. */
  max?: string;
  w?: number | string | Record<string, number | string>;
  maw?: number | string;
  'data-path'?: string;
  'data-autofocus'?: boolean;
};

/**
 * The app's date field: days typed and shown as the app's language writes them (dd.mm.yyyy in Norwegian,
 * mm/dd/yyyy in English), whatever the browser's locale, with a calendar under it; clearable, labelled, and
 * usable by keyboard alone (type the day; Escape closes the calendar first, and a dialog only after). Holds the
 * string the API takes (ADR 0048).
 */
export function DateField({ value = '', onChange, withTime = false, min, max, error, ...rest }: Props) {
  // The texts, and a new render when the language changes (the calendar's names follow the DatesProvider).
  const { t } = useTranslation();
  const language = currentLanguage();
  const formats = DATE_FORMATS[language];
  const [calendarOpen, setCalendarOpen] = useState(false);
  const outside = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);
  return (
    <DateInput
      {...rest}
      value={toMantine(value, withTime)}
      onChange={(next) => onChange(fromMantine(next, withTime))}
      withTime={withTime}
      // Named here as well as by the DatesProvider: a change of it makes the field write its day anew.
      locale={formats.dayjsLocale}
      valueFormat={withTime ? formats.dayTime : formats.day}
      dateParser={(text) => parseTypedDate(text, language, withTime)}
      placeholder={t(withTime ? 'dateField.placeholderTime' : 'dateField.placeholder')}
      excludeDate={min || max ? (day) => outside(day.slice(0, 10)) : undefined}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': t('dateField.clear') }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={{
        previousMonth: t('dateField.previousMonth'),
        nextMonth: t('dateField.nextMonth'),
        previousYear: t('dateField.previousYear'),
        nextYear: t('dateField.nextYear'),
        previousDecade: t('dateField.previousDecade'),
        nextDecade: t('dateField.nextDecade'),
        monthLevelControl: t('dateField.chooseMonth'),
        yearLevelControl: t('dateField.chooseYear'),
      }}
      // Days of other months are left out: at Mantine's half opacity they are too faint to read (axe: contrast).
      hideOutsideDates
      classNames={{ day: classes.day }}
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      // While the calendar is open Escape closes it and not the dialog around the field (Mantine's modal skips a
      // key whose target carries this mark).
      data-mantine-stop-propagation={calendarOpen || undefined}
    />
  );
}
