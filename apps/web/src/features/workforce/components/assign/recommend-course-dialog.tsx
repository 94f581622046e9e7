import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { AppModal } from '../../../../components/ui/app-modal';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useEmployees } from '../../api/list-employees';
import { useRecommendCourse } from '../../api/recommend-course';

export type RecommendTarget = { course: { id: string; title: string }; technology: string };

/**
 * Recommending a course that closes a skill gap (issue 24): to people of the team, or to others ranked for the
 * project. They are told, and find it on their dashboard for this project.
 */
export function RecommendCourseDialog({
  project,
  target,
  onClose,
}: {
  project: Project;
  target: RecommendTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const ranked = useEmployees({ projectId: project.id, match: true, pageSize: 50 });
  const recommend = useRecommendCourse();
  const teamIds = new Set(project.team.map((m) => m.employee.id));
  const team = [...new Map(project.team.map((m) => [m.employee.id, m.employee.name])).entries()];
  const others = (ranked.data?.items ?? []).filter((e) => !teamIds.has(e.id));
  const data = [
    { group: t('recommend.team'), items: team.map(([value, label]) => ({ value, label })) },
    { group: t('recommend.others'), items: others.map((e) => ({ value: e.id, label: e.name })) },
  ].filter((g) => g.items.length > 0);
  const close = () => {
    setChosen([]);
    setMissing(false);
    recommend.reset();
    onClose();
  };
  const submit = () => {
    if (!target) return;
    if (chosen.length === 0) return setMissing(true);
    recommend.mutate(
      { projectId: project.id, body: { courseId: target.course.id, userIds: chosen } },
      {
        onSuccess: (result) => {
          toast.success(
            result.told > 0
              ? t('recommend.told', { count: result.told, title: target.course.title })
              : t('recommend.already', { title: target.course.title }),
          );
          close();
        },
      },
    );
  };
  return (
    <AppModal
      opened={target !== null}
      onClose={close}
      title={t('recommend.title', { title: target?.course.title ?? '' })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('recommend.intro', { technology: target?.technology ?? '', project: project.name })}
        </Text>
        {recommend.error && <FormAlert>{errorMessage(recommend.error)}</FormAlert>}
        <MultiSelect
          label={t('recommend.people')}
          data={data}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          searchable
          required
          maxValues={50}
          nothingFoundMessage={t('recommend.nobody')}
          error={missing ? t('recommend.choose') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={recommend.isPending}>
            {t('recommend.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
