import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { currentLanguage, i18n } from '../../lib/i18n';

/** The en/no switch; i18next persists the choice in localStorage. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      leftSection={<IconWorld size={16} aria-hidden />}
      w={132}
      size="sm"
    />
  );
}
