import { useId, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus, PersonSkill, SkillClaim } from '@talentpath/contracts/skills';
import { formatDate, formatDay } from '../../../lib/format-date-time';
import { claimOrigin, levelText, withdrawalReason } from '../skill-words';
import classes from './talent.module.css';

const STATUS_COLOR: Record<ClaimStatus, string> = { live: 'green', expired: 'orange', withdrawn: 'gray' };

type Props = {
  skill: PersonSkill;
  /** Given to admins: withdraw a live claim with a reason. */
  onWithdraw?: (claim: SkillClaim) => void;
};

/** A skill's history, behind a disclosure: every claim, newest first, with its status and, if withdrawn, why. */
export function ClaimHistory({ skill, onWithdraw }: Props) {
  const { t } = useTranslation('talent');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconHistory size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('history.label', { skill: skill.technology.name, n: skill.claims.length })}
        onClick={() => setOpen((o) => !o)}
      >
        {t('history.toggle', { n: skill.claims.length })}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <ol className={classes.history}>
            {skill.claims.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} onWithdraw={onWithdraw} />
            ))}
          </ol>
        )}
      </div>
    </Stack>
  );
}

function ClaimItem({ claim, onWithdraw }: { claim: SkillClaim; onWithdraw?: (claim: SkillClaim) => void }) {
  const { t } = useTranslation('talent');
  const withdrawal = claim.withdrawal;
  return (
    <li className={classes.claim}>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm" fw={700} className={classes.wrap}>
            {t(`kind.${claim.kind}`)}
          </Text>
          <Badge color={STATUS_COLOR[claim.status]} variant="dot" c="dark.7">
            {t(`history.status.${claim.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{levelText(t, claim.level)}</Text>
        <Text size="sm" c="dimmed" className={classes.wrap}>
          {t('history.origin', { origin: claimOrigin(t, claim), date: formatDate(claim.claimedAt) })}
        </Text>
        {claim.validUntil && (
          <Text size="sm" c="dimmed">
            {t(claim.status === 'expired' ? 'history.expiredAfter' : 'history.validUntil', {
              date: formatDay(claim.validUntil),
            })}
          </Text>
        )}
        {claim.note && (
          <Text size="sm" className={classes.wrap} style={{ whiteSpace: 'pre-line' }}>
            {t('history.note', { note: claim.note })}
          </Text>
        )}
        {withdrawal && (
          <Text size="sm" className={classes.wrap}>
            {withdrawal.by
              ? t('history.withdrawnBy', { date: formatDate(withdrawal.at), name: withdrawal.by.name })
              : t('history.withdrawn', { date: formatDate(withdrawal.at) })}{' '}
            {t('history.reason', { reason: withdrawalReason(t, withdrawal.reason) })}
          </Text>
        )}
        {onWithdraw && claim.status === 'live' && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            aria-label={t('actions.withdrawClaimLabel', {
              kind: t(`kind.${claim.kind}`),
              date: formatDate(claim.claimedAt),
            })}
            onClick={() => onWithdraw(claim)}
          >
            {t('actions.withdrawClaim')}
          </Button>
        )}
      </Stack>
    </li>
  );
}
