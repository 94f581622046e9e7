import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { formatDate } from '../../../lib/format-date-time';
import { certificatePath } from '../certificate-links';

type Renewal = { code: string; issuedAt: string };

type Props<R extends Renewal> = {
  renews: R | null;
  renewedBy: R | null;
  /** Where a linked certificate opens: its page in the learner area, or its public verification. */
  to: (certificate: R) => string;
  /** The lines' wording: the holder's pages ('renewal') or the public verification ('verify'). */
  wording: 'renewal' | 'verify';
  /** Centred under a centred verdict (the public verification). */
  centered?: boolean;
};

/**
 * The certificate this one renews and the one that renewed it (ADR 0068), each a link to it: a certificate that has
 * expired but was renewed points to the one that holds now.
 */
export function RenewalLinks<R extends Renewal>({ renews, renewedBy, to, wording, centered = false }: Props<R>) {
  const { t, i18n } = useTranslation('certificates');
  const lines = [['renews', renews] as const, ['renewedBy', renewedBy] as const].filter(
    // Absent as well as null: a server from before renewals (during a deploy) sends neither field.
    (line): line is readonly [(typeof line)[0], R] => Boolean(line[1]),
  );
  if (lines.length === 0) return null;
  return (
    <Stack gap={4} align={centered ? 'center' : 'flex-start'} ta={centered ? 'center' : undefined}>
      {lines.map(([which, certificate]) => (
        <Anchor key={which} component={Link} to={to(certificate)} size="sm">
          {t(`${wording}.${which}`, { code: certificate.code, date: formatDate(certificate.issuedAt, i18n.language) })}
        </Anchor>
      ))}
    </Stack>
  );
}

/** A certificate's renewals as its holder's pages show them: each linked to its page in the learner area. */
export const HolderRenewalLinks = ({ certificate: c }: { certificate: Pick<Certificate, 'renews' | 'renewedBy'> }) => (
  <RenewalLinks
    renews={c.renews}
    renewedBy={c.renewedBy}
    to={(linked) => certificatePath(linked.id)}
    wording="renewal"
  />
);
