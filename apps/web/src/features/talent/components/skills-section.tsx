import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonSkill, PersonSkills } from '@talentpath/contracts/skills';
import { EmptyState } from '../../../components/ui/query-states';
import type { SkillPermissions } from '../permissions';
import { AskEndorsementsDialog } from './ask-endorsements-dialog';
import { AssessDialog, type AssessTarget } from './assess-dialog';
import { RateDialog } from './rate-dialog';
import { type SkillDialogs, SkillActions } from './skill-actions';
import { SkillCard } from './skill-card';
import classes from './talent.module.css';
import { type ClaimTarget, WithdrawClaimDialog } from './withdraw-claim-dialog';
import { WithdrawConfirm, type WithdrawTarget } from './withdraw-confirm';

type Props = { skills: PersonSkills; can: SkillPermissions };

/**
 * A profile's skills (ADR 0059): each with its level and where it comes from, its endorsements and its history,
 * and what the caller may do — add and assess their own, or endorse, rate and correct another person's.
 */
export function SkillsSection({ skills, can }: Props) {
  const { t } = useTranslation('talent');
  const [assessing, setAssessing] = useState<AssessTarget | null>(null);
  const [rating, setRating] = useState<PersonSkill | null>(null);
  const [withdrawing, setWithdrawing] = useState<WithdrawTarget | null>(null);
  const [correcting, setCorrecting] = useState<ClaimTarget | null>(null);
  const [asking, setAsking] = useState<PersonSkill | null>(null);
  const { person, items } = skills;

  const open: SkillDialogs = {
    assess: (skill) => setAssessing({ technology: skill.technology }),
    withdrawOwn: (skill) => setWithdrawing({ what: 'assessment', skill }),
    rate: setRating,
    withdrawRating: (skill) => setWithdrawing({ what: 'rating', skill }),
    askEndorsements: setAsking,
  };
  const addButton = can.own && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssessing({ technology: null })}>
      {t('skills.add')}
    </Button>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-skills">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} fz="xl" id="profile-skills">
          {t('skills.title')}
        </Title>
        {items.length > 0 && addButton}
      </Group>
      {items.length === 0 ? (
        can.own ? (
          <EmptyState title={t('skills.emptyOwn')} text={t('skills.emptyOwnText')}>
            {addButton}
          </EmptyState>
        ) : (
          <EmptyState title={t('skills.emptyOther')} text={t('skills.emptyOtherText', { name: person.name })} />
        )
      ) : (
        <ul className={classes.list}>
          {items.map((skill) => (
            <SkillCard
              key={skill.technology.id}
              skill={skill}
              actions={<SkillActions personId={person.id} skill={skill} can={can} open={open} />}
              onWithdrawClaim={can.withdrawClaims ? (claim) => setCorrecting({ skill, claim }) : undefined}
            />
          ))}
        </ul>
      )}
      {can.own && <AssessDialog target={assessing} skills={skills} onClose={() => setAssessing(null)} />}
      {can.own && <AskEndorsementsDialog userId={can.userId} skill={asking} onClose={() => setAsking(null)} />}
      {can.rate && <RateDialog person={person} userId={can.userId} skill={rating} onClose={() => setRating(null)} />}
      <WithdrawConfirm person={person} target={withdrawing} onClose={() => setWithdrawing(null)} />
      {can.withdrawClaims && <WithdrawClaimDialog target={correcting} onClose={() => setCorrecting(null)} />}
    </Stack>
  );
}
