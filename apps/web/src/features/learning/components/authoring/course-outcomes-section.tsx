import { useRef, useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@talentpath/contracts/courses';
import { COURSE_OUTCOMES_MAX, type CourseOutcomes, courseOutcomesInput } from '@talentpath/contracts/skills';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import { FormAlert } from '../../../../components/ui/form-alert';
import { QueryError } from '../../../../components/ui/query-states';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useActiveTechnologies } from '../../api/active-technologies';
import { useCourseOutcomes, useSaveCourseOutcomes } from '../../api/course-outcomes';

type Row = { technologyId: string; level: number; requiresPass: boolean };
const LEVELS = Array.from(
  { length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 },
  (_, i) => String(SKILL_LEVEL_MIN + i) as '1' | '2' | '3' | '4' | '5',
);

const rowsOf = (outcomes: CourseOutcomes): Row[] =>
  outcomes.items.map((o) => ({ technologyId: o.technology.id, level: o.level, requiresPass: o.requiresPass }));

/**
 * What completing the course grants (ADR 0059): technologies at a level, each optionally only with every quiz of
 * the course passed. A learner who completes the course gets them as verified skills, which staffing ranks by.
 */
export function CourseOutcomesSection({ course }: { course: Course }) {
  const { t } = useTranslation('course-authoring');
  const outcomes = useCourseOutcomes(course.id);
  // The form starts again from the saved list only when it was saved here: a read of the list for another reason
  // (the window regaining focus, a change elsewhere) must not throw away what is being edited. Starting it again
  // here, after the save's own callback, also keeps that callback (the toast) from being lost with the old form.
  const [saves, setSaves] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="course-outcomes">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="course-outcomes">
            {t('outcomes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('outcomes.intro')}
          </Text>
        </div>
        {outcomes.isPending ? (
          <Skeleton height={72} />
        ) : outcomes.isError ? (
          <QueryError error={outcomes.error} onRetry={() => void outcomes.refetch()} />
        ) : (
          <OutcomesForm
            key={saves}
            course={course}
            saved={outcomes.data}
            onSaved={() => {
              toast.success(t('outcomes.saved'));
              setSaves((n) => n + 1);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function OutcomesForm({ course, saved, onSaved }: { course: Course; saved: CourseOutcomes; onSaved: () => void }) {
  const { t } = useTranslation('course-authoring');
  const technologies = useActiveTechnologies();
  const save = useSaveCourseOutcomes(course.id);
  const form = useAppForm({
    schema: courseOutcomesInput,
    initialValues: { outcomes: rowsOf(saved) },
    fieldOfPath: (path) => (/^outcomes\.\d+\.\w+$/.test(path) || path === 'outcomes' ? path : null),
  });
  // The outcomes' own technologies stay choosable when no longer active (they keep what they grant).
  const options = [
    ...(technologies.data ?? []).map((x) => ({ value: x.id, label: x.name })),
    ...saved.items
      .filter((o) => !(technologies.data ?? []).some((x) => x.id === o.technology.id))
      .map((o) => ({ value: o.technology.id, label: t('details.inactive', { name: o.technology.name }) })),
  ];
  const rows = form.values.outcomes;
  // A key per row that stays with it when an earlier row is removed (its fields keep their focus and state).
  const keys = useRef(rows.map((_, i) => i));
  const nextKey = useRef(rows.length);
  const addRow = () => {
    keys.current = [...keys.current, nextKey.current++];
    form.insertListItem('outcomes', { technologyId: '', level: 3, requiresPass: false });
  };
  const removeRow = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    form.removeListItem('outcomes', index);
  };
  const chosen = new Set(rows.map((r) => r.technologyId));
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onError: (error) => form.fail(error),
      onSuccess: onSaved,
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const listError = form.errors.outcomes;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormAlert>{general}</FormAlert>}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('outcomes.none')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={keys.current[index]} align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('outcomes.technology', { n: index + 1 })}
              data={options.filter((o) => o.value === row.technologyId || !chosen.has(o.value))}
              searchable
              required
              nothingFoundMessage={t('details.nothingFound')}
              style={{ flex: '1 1 12rem' }}
              {...form.getInputProps(`outcomes.${index}.technologyId`)}
              value={row.technologyId || null}
              onChange={(value) => form.setFieldValue(`outcomes.${index}.technologyId`, value ?? '')}
              disabled={save.isPending}
            />
            <Select
              label={t('outcomes.level')}
              data={LEVELS.map((level) => ({ value: level, label: t(`outcomes.levels.${level}`) }))}
              allowDeselect={false}
              style={{ flex: '0 1 11rem' }}
              {...form.getInputProps(`outcomes.${index}.level`)}
              value={String(row.level)}
              onChange={(value) => form.setFieldValue(`outcomes.${index}.level`, Number(value))}
              disabled={save.isPending}
            />
            <Checkbox
              label={t('outcomes.requiresPass')}
              style={{ flex: '1 1 12rem', alignSelf: 'center' }}
              {...form.getInputProps(`outcomes.${index}.requiresPass`, { type: 'checkbox' })}
              disabled={save.isPending}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => removeRow(index)}
              aria-label={t('outcomes.remove', { n: index + 1 })}
              disabled={save.isPending}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addRow}
            disabled={save.isPending || rows.length >= COURSE_OUTCOMES_MAX}
          >
            {t('outcomes.add')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('outcomes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
