import { useEffect, useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { FormAlert } from '../../../components/ui/form-alert';
import { AppModal } from '../../../components/ui/app-modal';
import { QueryError } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useAcceptTeam } from '../api/accept-team';
import { useEmployees } from '../api/list-employees';
import { useTeamSuggestion } from '../api/get-team-suggestion';
import { chosenAssignments } from '../team-picks';

/**
 * "Suggest a team" (issue 10): the server's proposal for the open role slots, each slot's person changeable (from
 * the people ranked for the project) or left empty; Accept assigns them all, or none if anything no longer fits.
 */
export function SuggestTeamModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('workforce');
  const [workload, setWorkload] = useState(50);
  const suggestion = useTeamSuggestion(project.id, workload);
  const ranked = useEmployees({ projectId: project.id, match: true, pageSize: 50 });
  const accept = useAcceptTeam();
  const [picks, setPicks] = useState<(string | null)[]>([]);
  useEffect(() => {
    setPicks(suggestion.data?.slots.map((s) => s.employee?.id ?? null) ?? []);
  }, [suggestion.data]);

  const options = (ranked.data?.items ?? [])
    .filter((e) => (e.match?.freeCapacity ?? 0) >= workload)
    .map((e) => ({ value: e.id, label: `${e.name} · ${Math.round(e.match?.score ?? 0)}` }));
  const chosen = chosenAssignments(picks, suggestion.data?.slots, workload);
  const repeated = new Set(chosen.map((c) => c.employeeId)).size !== chosen.length;

  const submit = () =>
    accept.mutate(
      { projectId: project.id, body: { assignments: chosen } },
      {
        onSuccess: (res) => {
          toast.success(t('suggest.toast', { count: res.items.length, project: project.name }));
          onClose();
        },
      },
    );

  return (
    <AppModal opened onClose={onClose} title={t('suggest.title', { name: project.name })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('suggest.intro')}
        </Text>
        <NumberInput
          label={t('suggest.workload')}
          min={1}
          max={100}
          suffix="%"
          value={workload}
          onChange={(v) => setWorkload(Math.max(1, Math.min(100, Number(v) || 1)))}
        />
        {accept.error && <FormAlert>{errorMessage(accept.error)}</FormAlert>}
        {suggestion.isError ? (
          <QueryError error={suggestion.error} onRetry={() => void suggestion.refetch()} />
        ) : !suggestion.data ? (
          <Skeleton h={120} />
        ) : suggestion.data.open === 0 ? (
          <Text>{t('suggest.noOpenSlots')}</Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('suggest.summary', { filled: suggestion.data.filled, open: suggestion.data.open })}
            </Text>
            {suggestion.data.uncovered.length > 0 && (
              <Text size="sm" c="red.9">
                {t('suggest.uncovered', { list: suggestion.data.uncovered.map((x) => x.name).join(', ') })}
              </Text>
            )}
            <Stack gap="xs">
              {suggestion.data.slots.map((slot, i) => {
                const pickedId = picks[i] ?? null;
                const proposed = slot.employee && slot.employee.id === pickedId ? slot : null;
                const extra =
                  slot.employee && !options.some((o) => o.value === slot.employee!.id)
                    ? [{ value: slot.employee.id, label: slot.employee.name }]
                    : [];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions in the proposal
                  <Paper key={i} withBorder p="xs" radius="md">
                    <Select
                      label={t('suggest.slot', { role: slot.role.name, n: i + 1 })}
                      placeholder={t('suggest.nobody')}
                      data={[...extra, ...options]}
                      value={pickedId}
                      onChange={(v) => setPicks(picks.map((p, j) => (j === i ? v : p)))}
                      clearable
                      searchable
                    />
                    {proposed?.match && (
                      <Group gap={4} mt={6}>
                        <Badge variant="light" c="dark.7">
                          {t('match.score', { score: Math.round(proposed.match.score) })}
                        </Badge>
                        {proposed.match.matched.map((m) => (
                          <Badge key={m.id} color="green" variant="outline" c="dark.7">
                            {m.name} {m.level}
                          </Badge>
                        ))}
                        {proposed.match.missing.map((m) => (
                          <Badge key={m.id} color="gray" variant="outline" td="line-through" c="dark.7">
                            {m.name}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Paper>
                );
              })}
            </Stack>
            {repeated && (
              <Text c="red.9" size="sm">
                {t('suggest.repeated')}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={accept.isPending} disabled={chosen.length === 0 || repeated}>
            {t('suggest.accept', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
