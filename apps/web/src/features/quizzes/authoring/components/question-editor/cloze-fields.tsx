import { Fragment } from 'react';
import { Accordion, Code, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ClozePart, readCloze } from '@talentpath/contracts/cloze';
import { translateValidation } from '../../../../../lib/validation';
import classes from '../quiz-authoring.module.css';
import { formatNumber } from '../results/format';
import { answersOf, type ClozeKind, kindOf, type PreviewAnswer } from './cloze-text';
import { formatWeight } from './weights';

/** Moodle's names of each type (long, then short), and what the learner gets (editor.clozeTypeHelp.*). */
const TYPES: { names: string; help: ClozeKind | 'shuffled' }[] = [
  { names: 'SHORTANSWER, SA, MW', help: 'shortAnswer' },
  { names: 'SHORTANSWER_C, SAC, MWC', help: 'shortAnswerCase' },
  { names: 'NUMERICAL, NM', help: 'numerical' },
  { names: 'MULTICHOICE, MC', help: 'dropdown' },
  { names: 'MULTICHOICE_V, MCV', help: 'vertical' },
  { names: 'MULTICHOICE_H, MCH', help: 'horizontal' },
  { names: 'MULTIRESPONSE, MR', help: 'multiVertical' },
  { names: 'MULTIRESPONSE_H, MRH', help: 'multiHorizontal' },
  { names: 'MCS, MCVS, MCHS, MRS, MRHS', help: 'shuffled' },
];

/**
 * Embedded answers (Cloze): the question's text (above, in its field) holds the answers in Moodle's syntax, so the
 * type has no fields of its own. Under the text, how to write them (folded away), and a preview of what the text
 * reads as: each part with its kind, marks and answers, or what is wrong with it.
 */
export function ClozeFields({ prompt }: { prompt: string }) {
  return (
    <Stack gap="md">
      <ClozeHelp />
      <ClozePreview prompt={prompt} />
    </Stack>
  );
}

function ClozeHelp() {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="help">
        <Accordion.Control icon={<IconHelpCircle size={18} aria-hidden />}>{t('editor.clozeHelp')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="sm">{t('editor.clozeHelpSyntax')}</Text>
            <Text size="sm">{t('editor.clozeHelpAnswers')}</Text>
            <Text size="sm" fw={700}>
              {t('editor.clozeHelpExample')}
            </Text>
            <Code block className={classes.example}>
              {t('editor.clozeExample')}
            </Code>
            <Text size="sm" fw={700}>
              {t('editor.clozeHelpTypes')}
            </Text>
            <List size="sm" spacing={2} className={classes.wrap}>
              {TYPES.map(({ names, help }) => (
                <List.Item key={names}>
                  <Code>{names}</Code>: {t(`editor.clozeTypeHelp.${help}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The text as it reads, each part by its number and right answers; then the parts, or the reader's message. */
function ClozePreview({ prompt }: { prompt: string }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const read = readCloze(prompt);
  const number = (n: number) => formatNumber(n, i18n.language, 10);
  const answerText = (answer: PreviewAnswer) => {
    if (answer.number === null) return answer.text;
    if (answer.number === 'any') return t('editor.clozeAnyNumber');
    const { value, tolerance } = answer.number;
    return tolerance
      ? t('editor.clozeTolerance', { value: number(value), tolerance: number(tolerance) })
      : number(value);
  };
  const rightOf = (part: ClozePart) =>
    answersOf(part)
      .filter((answer) => answer.right)
      .map(answerText)
      .join(', ');
  return (
    <div>
      <Text size="sm" fw={700} mb={4}>
        {t('editor.clozePreview')}
      </Text>
      {typeof read === 'string' ? (
        // An empty text has no parts yet: said as a hint, not as a fault.
        <Text size="sm" c={prompt.trim() ? 'red.8' : 'dimmed'} data-testid="cloze-preview-error">
          {translateValidation(read)}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" className={classes.preview} data-testid="cloze-preview">
            {read.pieces.map((piece, i) => {
              const part = read.parts[i];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text's, in its order
                <Fragment key={i}>
                  {piece}
                  {part && <Text span fw={600} className={classes.previewGap}>{`[${i + 1}: ${rightOf(part)}]`}</Text>}
                </Fragment>
              );
            })}
          </Text>
          <ol className={classes.clozeParts} aria-label={t('editor.clozeParts')}>
            {read.parts.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's, in its order
              <PartPreview key={i} part={part} number={i + 1} answerText={answerText} />
            ))}
          </ol>
        </Stack>
      )}
    </div>
  );
}

type PartProps = { part: ClozePart; number: number; answerText: (answer: PreviewAnswer) => string };

/** A part: its number, kind and marks; then each answer with its weight and feedback, the right ones marked. */
function PartPreview({ part, number, answerText }: PartProps) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const kind = t(`editor.clozeKinds.${kindOf(part)}`);
  const shuffled = part.kind === 'choice' && part.shuffle ? `, ${t('editor.clozeShuffled')}` : '';
  return (
    <li>
      <Text size="sm" fw={700}>
        {t('editor.clozePart', { number })}: {kind}
        {shuffled} · {t('editor.clozeMarks', { count: part.marks })}
      </Text>
      <ul className={classes.clozeAnswers}>
        {answersOf(part).map((answer, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the answers are the part's, in its order
          <li key={i} data-right={answer.right || undefined}>
            <span className={classes.clozeMark}>{answer.right && <IconCheck size={14} aria-hidden />}</span>
            <Text span size="sm" className={classes.wrap}>
              <Text span inherit fw={answer.right ? 700 : undefined}>
                {answerText(answer)}
              </Text>
              {answer.right && <VisuallyHidden>{` (${t('editor.clozeRight')})`}</VisuallyHidden>}
              {` · ${formatWeight(answer.weight, i18n.language)}`}
              {answer.feedback && (
                <Text span inherit c="dimmed">{` · ${t('editor.clozeFeedback', { feedback: answer.feedback })}`}</Text>
              )}
            </Text>
          </li>
        ))}
      </ul>
    </li>
  );
}
