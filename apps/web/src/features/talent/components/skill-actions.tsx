import { Button, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconMessageCircleUp,
  IconPencil,
  IconStar,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonSkill } from '@talentpath/contracts/skills';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useEndorseSkill } from '../api/endorse-skill';
import { useRetractEndorsement } from '../api/retract-endorsement';
import type { SkillPermissions } from '../permissions';
import { liveRatingBy, liveSelfClaim } from '../skill-words';

/** The dialogs a skill's buttons open; the skills section holds them. */
export type SkillDialogs = {
  assess: (skill: PersonSkill) => void;
  withdrawOwn: (skill: PersonSkill) => void;
  rate: (skill: PersonSkill) => void;
  withdrawRating: (skill: PersonSkill) => void;
  askEndorsements: (skill: PersonSkill) => void;
};

type Props = { personId: string; skill: PersonSkill; can: SkillPermissions; open: SkillDialogs };

/**
 * What the caller may do with one skill: on their own profile assess it, withdraw their assessment or ask colleagues
 * to endorse it; on another's
 * endorse it (a toggle) and, as a project manager or admin, rate it or withdraw their rating. Each button's name
 * says the skill, so a list of buttons read out of context still makes sense.
 */
export function SkillActions({ personId, skill, can, open }: Props) {
  const { t } = useTranslation('talent');
  const name = skill.technology.name;
  const buttons = can.own
    ? [
        <Button
          key="assess"
          variant="light"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t(liveSelfClaim(skill) ? 'actions.assessLabel' : 'actions.assessNewLabel', { skill: name })}
          onClick={() => open.assess(skill)}
        >
          {t(liveSelfClaim(skill) ? 'actions.assess' : 'actions.assessNew')}
        </Button>,
        liveSelfClaim(skill) && (
          <Button
            key="withdraw-own"
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            aria-label={t('actions.withdrawOwnLabel', { skill: name })}
            onClick={() => open.withdrawOwn(skill)}
          >
            {t('actions.withdrawOwn')}
          </Button>
        ),
        skill.level !== null && (
          <Button
            key="ask"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessageCircleUp size={16} aria-hidden />}
            aria-label={t('ask.label', { skill: name })}
            onClick={() => open.askEndorsements(skill)}
          >
            {t('ask.button')}
          </Button>
        ),
      ]
    : [
        can.endorse && (skill.level !== null || skill.endorsedByMe) && (
          <EndorseButton key="endorse" personId={personId} skill={skill} />
        ),
        can.rate && (
          <Button
            key="rate"
            variant="light"
            size="compact-sm"
            leftSection={<IconStar size={16} aria-hidden />}
            aria-label={t('actions.rateLabel', { skill: name })}
            onClick={() => open.rate(skill)}
          >
            {t('actions.rate')}
          </Button>
        ),
        can.rate && liveRatingBy(skill, can.userId) && (
          <Button
            key="withdraw-rating"
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            aria-label={t('actions.withdrawRatingLabel', { skill: name })}
            onClick={() => open.withdrawRating(skill)}
          >
            {t('actions.withdrawRating')}
          </Button>
        ),
      ];
  const shown = buttons.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {shown}
    </Group>
  );
}

/** Endorse or take back an endorsement: a toggle button, pressed while the caller endorses the skill. */
function EndorseButton({ personId, skill }: { personId: string; skill: PersonSkill }) {
  const { t } = useTranslation('talent');
  const endorse = useEndorseSkill();
  const retract = useRetractEndorsement();
  const pending = endorse.isPending || retract.isPending;
  const pressed = skill.endorsedByMe;
  const toggle = () => {
    if (pending) return;
    const target = { personId, technologyId: skill.technology.id };
    const onError = (error: unknown) => toast.error(errorMessage(error));
    if (pressed) retract.mutate(target, { onError });
    else endorse.mutate(target, { onError });
  };
  return (
    <Button
      variant={pressed ? 'filled' : 'default'}
      size="compact-sm"
      leftSection={pressed ? <IconThumbUpFilled size={16} aria-hidden /> : <IconThumbUp size={16} aria-hidden />}
      aria-pressed={pressed}
      aria-label={t('actions.endorseLabel', { skill: skill.technology.name })}
      loading={pending}
      onClick={toggle}
    >
      {t(pressed ? 'actions.endorsed' : 'actions.endorse')}
    </Button>
  );
}
