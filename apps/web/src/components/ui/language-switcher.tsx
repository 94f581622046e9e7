import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@talentpath/contracts/constants';
import { currentLanguage, i18n } from '../../lib/i18n';

/** The en/no switch (a listbox, so each language is an option); i18next persists the choice in localStorage. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(value) => {
        if (value) void i18n.changeLanguage(value as Language);
      }}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      allowDeselect={false}
      leftSection={<IconWorld size={16} aria-hidden />}
      w={132}
      size="sm"
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
