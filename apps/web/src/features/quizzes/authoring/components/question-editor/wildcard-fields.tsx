import {
  Badge,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DECIMALS_MAX } from '@talentpath/contracts/calculated';
import classes from '../quiz-authoring.module.css';
import { LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import type { QuestionFormApi } from './use-question-form';

type Props = { form: QuestionFormApi; used: readonly string[]; disabled: boolean };

const DISTRIBUTIONS = ['uniform', 'loguniform'] as const;

/**
 * A calculated question's wildcards, one row for each name the text or a formula uses (added as it is written): the
 * range each attempt draws its value from, the value's decimals, and how it is drawn. A wildcard no longer used may
 * be removed; one still used would only come back. Under them, the question's fixed sets of values, if it has any.
 */
export function WildcardFields({ form, used, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const { wildcards, valueSets } = form.values;
  // A fixed set holds a value for each wildcard in their order: a wildcard removed takes its value from each set.
  const remove = (index: number) => {
    form.removeListItem('wildcards', index);
    if (valueSets.length)
      form.setFieldValue(
        'valueSets',
        valueSets.map((set) => set.filter((_, i) => i !== index)),
      );
  };
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.calcWildcards')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t(wildcards.length ? 'editor.calcWildcardsHint' : 'editor.calcWildcardsNone')}
        </Text>
        {wildcards.map((wildcard, index) => {
          const name = `{${wildcard.name}}`;
          const path = `wildcards.${index}`;
          const unused = !used.includes(wildcard.name);
          return (
            <Paper key={wildcard.key} withBorder radius="md" p="xs">
              <Group gap="xs" mb={4}>
                <Text size="sm" fw={700} className={classes.formula}>
                  {name}
                </Text>
                {unused && (
                  <Badge variant="light" color="gray" c="dark.8" tt="none">
                    {t('editor.calcWildcardUnused')}
                  </Badge>
                )}
              </Group>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" style={{ flex: 1 }}>
                  <NumberInput
                    label={t('editor.calcMin', { name })}
                    required
                    decimalSeparator="."
                    {...form.getInputProps(`${path}.min`)}
                    disabled={disabled}
                  />
                  <NumberInput
                    label={t('editor.calcMax', { name })}
                    required
                    decimalSeparator="."
                    {...form.getInputProps(`${path}.max`)}
                    disabled={disabled}
                  />
                  <NumberInput
                    label={t('editor.calcDecimalsOf', { name })}
                    min={0}
                    max={DECIMALS_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps(`${path}.decimals`)}
                    disabled={disabled}
                  />
                  <NativeSelect
                    label={t('editor.calcDistribution', { name })}
                    data={DISTRIBUTIONS.map((d) => ({ value: d, label: t(`editor.calcDistributions.${d}`) }))}
                    {...form.getInputProps(`${path}.distribution`)}
                    disabled={disabled}
                  />
                </SimpleGrid>
                <RemoveLine
                  label={t('editor.remove', { name })}
                  onClick={() => remove(index)}
                  disabled={disabled || !unused}
                />
              </Group>
            </Paper>
          );
        })}
        <ListError path="wildcards">{form.getInputProps('wildcards').error}</ListError>
        {valueSets.length > 0 && (
          <Paper withBorder radius="md" p="xs" bg="brand.0">
            <Stack gap="xs" align="flex-start">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconDatabase size={18} aria-hidden />
                <Text size="sm">{t('editor.calcValueSets', { count: valueSets.length })}</Text>
              </Group>
              <ListError path="valueSets">{form.getInputProps('valueSets').error}</ListError>
              <Button
                variant="default"
                size="xs"
                onClick={() => form.setFieldValue('valueSets', [])}
                disabled={disabled}
              >
                {t('editor.calcDropValueSets')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Fieldset>
  );
}
