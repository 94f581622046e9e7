import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { listCoordinators, useReassignCourse } from '../api/reassign-course';

type Target = { id: string; title: string; owner: { id: string; name: string } | null };

/** An admin hands a course to another active course coordinator (ADR 0032: admins reassign, they do not author). */
export function ChangeOwnerModal({ course, onClose }: { course: Target | null; onClose: () => void }) {
  const { t } = useTranslation('course-categories');
  const coordinators = useQuery({
    queryKey: ['course-categories', 'coordinators'],
    queryFn: listCoordinators,
    enabled: course !== null,
  });
  const reassign = useReassignCourse();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const resetReassign = reassign.reset;
  useEffect(() => {
    setOwnerId(course?.owner?.id ?? null);
    resetReassign();
  }, [course, resetReassign]);

  const submit = () => {
    if (!course || !ownerId) return;
    reassign.mutate(
      { id: course.id, ownerId },
      {
        onSuccess: (changed) => {
          toast.success(t('owner.changed', { title: changed.title, name: changed.owner?.name ?? '' }));
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened={course !== null} onClose={onClose} title={t('owner.title')}>
      <Stack gap="md">
        <Text size="sm">{t('owner.text', { title: course?.title ?? '' })}</Text>
        <Select
          label={t('owner.label')}
          placeholder={coordinators.isPending ? t('owner.loading') : undefined}
          data={(coordinators.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
          value={ownerId}
          onChange={setOwnerId}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('owner.none')}
          disabled={reassign.isPending}
        />
        {coordinators.isError && <FormAlert>{errorMessage(coordinators.error)}</FormAlert>}
        {reassign.isError && <FormAlert>{errorMessage(reassign.error)}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reassign.isPending}>
            {t('owner.cancel')}
          </Button>
          <Button onClick={submit} loading={reassign.isPending} disabled={!ownerId || ownerId === course?.owner?.id}>
            {t('owner.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
