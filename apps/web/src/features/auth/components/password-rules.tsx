import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@talentpath/contracts/password';

/** The password rules of spec §5, each marked met or not met as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('validation');
  return (
    <div>
      <Text component="span" display="block" size="sm" fw={600} mb={6} c="var(--mantine-color-text)">
        {t('rulesTitle')}
      </Text>
      <List spacing={4} size="sm" lh={1.4} center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              data-met={met}
              c={met ? 'var(--mantine-color-text)' : 'dimmed'}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={met ? 'green.8' : 'gray.6'}
                  variant={met ? 'filled' : 'outline'}
                  aria-hidden
                >
                  {met ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                </ThemeIcon>
              }
            >
              {t(`rules.${rule.key}`)}
              <VisuallyHidden>{` (${t(met ? 'ruleMet' : 'ruleNotMet')})`}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
