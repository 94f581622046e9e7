import { Progress, Text } from '@mantine/core';
import { LOCALES } from '../../../lib/format-date-time';
import { formatPercent } from '../../../lib/format-number';

const decimals = new Map<string, Intl.NumberFormat>();

/** A load (0..100, a share of a person's days) as a percentage the way the language writes it ('75%' / '75 %'). */
export const loadText = (load: number, language: string) => formatPercent(load / 100, language);

/** People-equivalents (a sum of loads / 100) to one decimal ('2.5' / '2,5'). */
export function equivalentsText(value: number, language: string): string {
  const locale = LOCALES[language] ?? language;
  let format = decimals.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    decimals.set(locale, format);
  }
  return format.format(value);
}

/** A person's load in a table's cell: the percentage, and a bar under it that only repeats it. */
export function LoadCell({ load, language }: { load: number; language: string }) {
  return (
    <>
      <Text size="sm">{loadText(load, language)}</Text>
      <Progress value={Math.min(load, 100)} size="sm" aria-hidden color={load >= 100 ? 'red.8' : 'blue.7'} />
    </>
  );
}
