import { useMemo, useState } from 'react';
import { Accordion, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DECIMALS_MAX,
  drawValues,
  evaluate,
  FORMULA_NO_NUMBER,
  FORMULA_REQUIRED,
  readFormula,
  shownRightAnswer,
  shownValue,
  substituteText,
  textPieces,
  type Wildcard,
} from '@talentpath/contracts/calculated';
import { translateValidation } from '../../../../../lib/validation';
import classes from '../quiz-authoring.module.css';
import { type NumberDraft, numberOf, type WildcardDraft } from './number-draft';
import type { QuestionDraft } from './question-draft';
import { formatWeight } from './weights';

/** The operators a formula may use, each with what it does (editor.calcOperatorHelp.*). */
const OPERATORS = [
  { code: '+  -  *  /', help: 'arithmetic' },
  { code: '%', help: 'remainder' },
  { code: '**', help: 'power' },
  { code: '( )', help: 'brackets' },
  { code: '<  <=  >  >=  ==  !=', help: 'compare' },
  { code: 'a ? b : c', help: 'choose' },
] as const;

/** How to write a calculated question: wildcards, formulas (operators and functions) and `{=…}` in the text. */
export function CalculatedHelp() {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="help">
        <Accordion.Control icon={<IconHelpCircle size={18} aria-hidden />}>{t('editor.calcHelp')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="sm">{t('editor.calcHelpWildcards')}</Text>
            <Text size="sm">{t('editor.calcHelpFormulas')}</Text>
            <Text size="sm" fw={700}>
              {t('editor.calcHelpOperators')}
            </Text>
            <List size="sm" spacing={2} className={classes.wrap}>
              {OPERATORS.map(({ code, help }) => (
                <List.Item key={help}>
                  <Code>{code}</Code>: {t(`editor.calcOperatorHelp.${help}`)}
                </List.Item>
              ))}
            </List>
            <Text size="sm" fw={700}>
              {t('editor.calcHelpFunctions')}
            </Text>
            <Text size="sm">{t('editor.calcHelpFunctionList')}</Text>
            <Text size="sm">{t('editor.calcHelpText')}</Text>
            <Text size="sm" fw={700}>
              {t('editor.calcHelpExample')}
            </Text>
            <Code block className={classes.example}>
              {t('editor.calcExample')}
            </Code>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The wildcards whose range is complete, as drawing needs them; the others keep their `{name}` in the preview. */
function drawable(wildcards: readonly WildcardDraft[]): Wildcard[] {
  return wildcards.flatMap((w) => {
    const [min = Number.NaN, max = Number.NaN, decimals = 1] = [numberOf(w.min), numberOf(w.max), numberOf(w.decimals)];
    if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return [];
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > DECIMALS_MAX) return [];
    if (w.distribution === 'loguniform' && min <= 0) return [];
    return [{ name: w.name, min, max, decimals, distribution: w.distribution }];
  });
}

const readable = (formula: string) => typeof readFormula(formula) !== 'string';

/**
 * What drawing values needs of the draft: only the formulas that read (one still being written gives no number for
 * any values, and drawing would give up on the ranges for it), and the fixed sets only where they fit the wildcards.
 */
function drawShape(draft: QuestionDraft, wildcards: Wildcard[]) {
  const sets = wildcards.length === draft.wildcards.length ? draft.valueSets : [];
  return {
    prompt: textPieces(draft.prompt)
      .flatMap((piece) => ('formula' in piece && readable(piece.formula) ? [`{=${piece.formula}}`] : []))
      .join(' '),
    answers: draft.answers.filter((a) => readable(a.formula)),
    wildcards,
    valueSets: sets.every((set) => set.length === wildcards.length) ? sets : [],
  };
}

type Result = { text: string } | { error: string; hint: boolean };

/** An answer's right answer for the values, as a learner is shown it, or what keeps it from having one. */
function resultOf(answer: NumberDraft, values: Record<string, number>, unit: string): Result {
  const read = readFormula(answer.formula);
  if (typeof read === 'string') return { error: read, hint: read === FORMULA_REQUIRED };
  const n = evaluate(read, values);
  if (n === null) return { error: FORMULA_NO_NUMBER, hint: false };
  const shown = shownRightAnswer({ ...answer, tolerance: Number(answer.tolerance) || 0 }, n);
  return { text: unit ? `${shown} ${unit}` : shown };
}

/**
 * The text as a learner reads it with one set of values (drawn as an attempt draws them: another set on asking), the
 * values, and each answer's right answer for them, or its formula's error.
 */
export function CalculatedPreview({ draft }: { draft: QuestionDraft }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const [draws, setDraws] = useState(0);
  const wildcards = drawable(draft.wildcards);
  const shape = drawShape(draft, wildcards);
  const trigger = JSON.stringify([shape.wildcards, shape.valueSets]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again when a range or the sets change, or on asking; not at each key typed
  const values = useMemo(() => drawValues(shape, Math.random), [trigger, draws]);
  const decimals = Object.fromEntries(wildcards.map((w) => [w.name, w.decimals]));
  const unit = draft.units[0]?.unit.trim() ?? '';
  const textErrors = textPieces(draft.prompt).flatMap((piece) => {
    const read = 'formula' in piece ? readFormula(piece.formula) : null;
    return typeof read === 'string' ? [read] : [];
  });
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={700}>
          {t('editor.calcPreview')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setDraws((n) => n + 1)}
          disabled={wildcards.length === 0}
        >
          {t('editor.calcTryOtherValues')}
        </Button>
      </Group>
      <Stack gap={6}>
        {draft.prompt.trim() ? (
          <Text size="sm" className={classes.preview} data-testid="calculated-preview">
            {substituteText(draft.prompt, values, decimals)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('editor.calcPreviewEmpty')}
          </Text>
        )}
        {[...new Set(textErrors)].map((error) => (
          <Text key={error} size="sm" c="red.8">
            {t('editor.calcPreviewTextError', { error: translateValidation(error) })}
          </Text>
        ))}
        {wildcards.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="calculated-values">
            {t('editor.calcPreviewValues', {
              values: wildcards.map((w) => `{${w.name}} = ${shownValue(values[w.name] ?? 0, w.decimals)}`).join(', '),
            })}
          </Text>
        )}
        <ul className={classes.clozeAnswers} aria-label={t('editor.calcPreviewAnswers')}>
          {draft.answers.map((answer, i) => {
            const result = resultOf(answer, values, unit);
            const name = t('editor.calcAnswerName', { number: i + 1 });
            return (
              <li key={answer.key}>
                <Text span size="sm" className={classes.wrap}>
                  <Text span inherit fw={700}>{`${name} · ${formatWeight(answer.weight, i18n.language)}: `}</Text>
                  {'text' in result ? (
                    <Text span inherit>
                      {result.text}
                    </Text>
                  ) : (
                    <Text span inherit c={result.hint ? 'dimmed' : 'red.8'}>
                      {translateValidation(result.error)}
                    </Text>
                  )}
                </Text>
              </li>
            );
          })}
        </ul>
      </Stack>
    </div>
  );
}
