import { useMemo } from 'react';
import { NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type SystemSettingsFields, type SystemSettingsInput } from '@talentpath/contracts/settings';
import type { useAppForm } from '../../../lib/form';
import classes from './office-hours-fields.module.css';

export type SettingsFormApi = ReturnType<typeof useAppForm<SystemSettingsInput, SystemSettingsFields>>;

/**
 * Every time zone this browser knows, grouped by region ('Europe', 'America' …), with the one saved first should the
 * browser not know it. A native select: some 400 options cost nothing there, and typing a name jumps to it.
 */
function timeZoneGroups(saved: string) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes(saved) ? known : [saved, ...known];
  const groups = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : zone;
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The time zone and, per day, open or closed with its opening and closing times (native time inputs). */
export function OfficeHoursFields({ form, disabled }: { form: SettingsFormApi; disabled: boolean }) {
  const { t } = useTranslation('settings');
  const zone = form.values.timeZone;
  const zones = useMemo(() => timeZoneGroups(zone), [zone]);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('fields.timeZone')}
        description={t('fields.timeZoneHint')}
        data={zones}
        maw={360}
        disabled={disabled}
        {...form.getInputProps('timeZone')}
      />
      <Stack gap="xs">
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className={classes.day}>
            <legend className={classes.legend}>{t(`days.${day}`)}</legend>
            <div className={classes.row}>
              <Switch
                className={classes.open}
                label={t('fields.open')}
                disabled={disabled}
                {...form.getInputProps(`officeHours.${day}.open`, { type: 'checkbox' })}
              />
              {(['opens', 'closes'] as const).map((edge) => (
                <TextInput
                  key={edge}
                  type="time"
                  label={t(`fields.${edge}`)}
                  disabled={disabled || !form.values.officeHours[day].open}
                  {...form.getInputProps(`officeHours.${day}.${edge}`)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </Stack>
    </Stack>
  );
}
