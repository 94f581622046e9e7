import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CV_LANGUAGES, CV_SECTIONS, type CvLanguage, type CvSection, type CvSource } from '@talentpath/contracts/cv';

/** What the person chooses for their CV: the preview and both downloads follow it. */
export type CvChoice = {
  sections: CvSection[];
  projectIds: string[];
  technologyIds: string[];
  anonymous: boolean;
  language: CvLanguage;
};

/** Every section, project and skill chosen, not anonymised, in the app's language. */
export const fullChoice = (source: CvSource, language: CvLanguage): CvChoice => ({
  sections: [...CV_SECTIONS],
  projectIds: (source.projects ?? []).map((p) => p.project.id),
  technologyIds: (source.skills ?? []).map((s) => s.technology.id),
  anonymous: false,
  language,
});

/** Sections whose part of the profile is hidden from the caller (they cannot be chosen). */
function hiddenSections(source: CvSource): Set<CvSection> {
  const hidden = new Set<CvSection>();
  if (!source.about) for (const s of ['about', 'languages', 'links'] as const) hidden.add(s);
  if (!source.skills) hidden.add('skills');
  if (!source.projects) hidden.add('projects');
  if (!source.courses) hidden.add('courses');
  return hidden;
}

type Props = { source: CvSource; choice: CvChoice; onChange: (choice: CvChoice) => void };

/** The choices: sections, projects, skills (checkbox lists), anonymised, and the document's language. */
export function CvChoices({ source, choice, onChange }: Props) {
  const { t } = useTranslation('cv');
  const hidden = hiddenSections(source);
  const set = (patch: Partial<CvChoice>) => onChange({ ...choice, ...patch });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('choices.title')}
        </Title>
        <Checkbox.Group
          label={t('choices.sections')}
          value={choice.sections}
          onChange={(v) => set({ sections: CV_SECTIONS.filter((s) => v.includes(s)) })}
        >
          <Group gap="md" mt={6}>
            {CV_SECTIONS.map((s) => (
              <Checkbox
                key={s}
                value={s}
                disabled={hidden.has(s)}
                label={hidden.has(s) ? `${t(`sections.${s}`)} (${t('choices.hidden')})` : t(`sections.${s}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {choice.sections.includes('projects') && source.projects && (
          <PickList
            label={t('choices.projects')}
            empty={t('choices.noProjects')}
            items={source.projects.map((p) => ({ id: p.project.id, label: `${p.project.name} · ${p.role}` }))}
            value={choice.projectIds}
            onChange={(projectIds) => set({ projectIds })}
          />
        )}
        {choice.sections.includes('skills') && source.skills && (
          <PickList
            label={t('choices.skills')}
            empty={t('choices.noSkills')}
            items={source.skills.map((s) => ({ id: s.technology.id, label: s.technology.name }))}
            value={choice.technologyIds}
            onChange={(technologyIds) => set({ technologyIds })}
          />
        )}
        <Switch
          label={t('choices.anonymous')}
          description={t('choices.anonymousHelp')}
          checked={choice.anonymous}
          onChange={(e) => set({ anonymous: e.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="cv-language-label">
            {t('choices.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="cv-language-label"
            value={choice.language}
            onChange={(v) => set({ language: v as CvLanguage })}
            data={CV_LANGUAGES.map((l) => ({ value: l, label: t(`choices.languages.${l}`) }))}
            w="fit-content"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

type PickListProps = {
  label: string;
  empty: string;
  items: { id: string; label: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
};

/** A checkbox list with "select all" and "select none". */
function PickList({ label, empty, items, value, onChange }: PickListProps) {
  const { t } = useTranslation('cv');
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Checkbox.Group
      label={label}
      description={
        <Group gap="xs" component="span">
          <Button variant="subtle" size="compact-xs" onClick={() => onChange(items.map((i) => i.id))}>
            {t('choices.all')}
          </Button>
          <Button variant="subtle" size="compact-xs" onClick={() => onChange([])}>
            {t('choices.none')}
          </Button>
        </Group>
      }
      value={value}
      onChange={(v) => onChange(items.filter((i) => v.includes(i.id)).map((i) => i.id))}
    >
      <Group gap="sm" mt={6}>
        {items.map((i) => (
          <Checkbox key={i.id} value={i.id} label={i.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
