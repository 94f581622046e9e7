import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@talentpath/contracts/search';
import { ENDORSEMENT_ASK_MAX, type PersonSkill } from '@talentpath/contracts/skills';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { usePeopleMatching, useRequestEndorsements } from '../api/request-endorsements';

/**
 * Asking colleagues to endorse one of the caller's skills (issue 24): found by name as they type, at most ten at a
 * time. They are told, and open the caller's profile from the notification.
 */
export function AskEndorsementsDialog({
  userId,
  skill,
  onClose,
}: {
  userId: string;
  skill: PersonSkill | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('talent');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const people = usePeopleMatching(text);
  const ask = useRequestEndorsements();
  const found = (people.data?.people?.items ?? []).filter((p) => p.id !== userId);
  const data = [
    ...chosen.map((id) => ({ value: id, label: names[id] ?? id })),
    ...found.filter((p) => !chosen.includes(p.id)).map((p) => ({ value: p.id, label: p.name })),
  ];
  const close = () => {
    setSearch('');
    setChosen([]);
    setMissing(false);
    ask.reset();
    onClose();
  };
  const submit = () => {
    if (!skill) return;
    if (chosen.length === 0) return setMissing(true);
    ask.mutate(
      { technologyId: skill.technology.id, body: { userIds: chosen } },
      {
        onSuccess: (result) => {
          toast.success(
            result.told > 0
              ? t('ask.told', { count: result.told, skill: skill.technology.name })
              : t('ask.already', { skill: skill.technology.name }),
          );
          close();
        },
      },
    );
  };
  return (
    <AppModal opened={skill !== null} onClose={close} title={t('ask.title', { skill: skill?.technology.name ?? '' })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('ask.intro')}
        </Text>
        {ask.error && <FormAlert>{errorMessage(ask.error)}</FormAlert>}
        <MultiSelect
          label={t('ask.people')}
          description={t('ask.peopleHint', { max: ENDORSEMENT_ASK_MAX })}
          data={data}
          value={chosen}
          onChange={(value) => {
            setNames((known) => ({
              ...known,
              ...Object.fromEntries(found.filter((p) => value.includes(p.id)).map((p) => [p.id, p.name])),
            }));
            setChosen(value);
            setMissing(false);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          maxValues={ENDORSEMENT_ASK_MAX}
          nothingFoundMessage={text ? t('ask.nobody') : t('ask.typeName')}
          error={missing ? t('ask.choose') : undefined}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={ask.isPending}>
            {t('ask.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
