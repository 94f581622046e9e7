import { useEffect, useRef, useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@talentpath/contracts/constants';
import { currentLanguage, i18n } from '../../lib/i18n';

type Choice = { from: Language; to: Language };

/**
 * The en/no switch; i18next persists the choice. A native <select> rather than Mantine's Select, whose
 * Combobox and floating-ui would otherwise load with every first page.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const select = useRef<HTMLSelectElement>(null);
  // i18next switches only once the new language's translations have loaded; until then the select shows the
  // choice rather than jumping back to the language still in use.
  const [choice, setChoice] = useState<Choice | null>(null);
  const shown = choice?.from === language ? choice.to : language;

  const choose = (to: Language) => {
    if (to === shown) return;
    setChoice({ from: language, to });
    void i18n.changeLanguage(to);
  };

  // In a prerendered page the select works before the app has taken it over, and React does not replay that
  // change: apply it once the app runs. Only a choice counts, not what the server marked selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render after hydration
  useEffect(() => {
    const node = select.current;
    if (!node) return;
    const rendered = [...node.options].find((option) => option.defaultSelected)?.value;
    const chosen = node.value as Language;
    if (rendered && chosen !== rendered && chosen !== language) choose(chosen);
  }, []);

  return (
    <NativeSelect
      ref={select}
      aria-label={t('language.label')}
      value={shown}
      onChange={(event) => choose(event.currentTarget.value as Language)}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      leftSection={<IconWorld size={16} aria-hidden />}
      w={132}
      size="sm"
    />
  );
}
