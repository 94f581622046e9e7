import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandLinkedin, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@talentpath/contracts/certificates';
import { DownloadButton } from '../../../components/ui/download-button';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { downloadCertificateCredential, downloadCertificatePdf } from '../api/certificates';
import { linkedInUrl, verifyLink } from '../certificate-links';
import { RenewDialog } from './renew-dialog';

/** `course`: where a list repeats the action on every card, its name says which course it is for. */
type ActionProps = {
  certificate: Certificate;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  course?: string;
};

/** The accessible name of an action in a list: the action and the course ('Download PDF: Kotlin basics'). */
const named = (action: string, course?: string) => (course ? `${action}: ${course}` : undefined);

/** A download the server makes, named for its course where a list repeats it. */
function CertificateDownload({
  label,
  download,
  size,
  variant,
  course,
}: Omit<ActionProps, 'certificate'> & { label: string; download: () => Promise<void> }) {
  return <DownloadButton size={size} variant={variant} label={label} name={named(label, course)} download={download} />;
}

/** Downloads the certificate's PDF (made on the server, in the reader's language). */
export function DownloadPdfButton({ certificate, ...props }: ActionProps) {
  const { t } = useTranslation('certificates');
  return (
    <CertificateDownload
      {...props}
      label={t('actions.download')}
      download={() => downloadCertificatePdf(certificate)}
    />
  );
}

/** Downloads the certificate as a signed Open Badges credential (also when revoked: its status list says so). */
export function DownloadCredentialButton({ certificate, ...props }: ActionProps) {
  const { t } = useTranslation('certificates');
  return (
    <CertificateDownload
      {...props}
      label={t('actions.downloadCredential')}
      download={() => downloadCertificateCredential(certificate)}
    />
  );
}

/** Copies the public verification link, and says so (or, where the browser refuses, shows the link to copy). */
export function CopyLinkButton({ certificate, size, variant, course }: ActionProps) {
  const { t } = useTranslation('certificates');
  const copy = async () => {
    const link = verifyLink(certificate.code);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(t('actions.copied'));
    } catch {
      toast.error(t('actions.copyFailed', { link }));
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
      aria-label={named(t('actions.copy'), course)}
    >
      {t('actions.copy')}
    </Button>
  );
}

/** LinkedIn's form to add the certification to a profile, filled in, in a new tab (its name says so). */
export function LinkedInButton({ certificate, size, variant, course }: ActionProps & { course: string }) {
  const { t } = useTranslation('certificates');
  return (
    <Button
      component="a"
      href={linkedInUrl(certificate)}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      variant={variant}
      leftSection={<IconBrandLinkedin size={16} aria-hidden />}
      aria-label={`${named(t('actions.linkedIn'), course)} ${t('actions.newTab')}`}
    >
      {t('actions.linkedIn')}
    </Button>
  );
}

/**
 * Renews the certificate by retaking its course (ADR 0068), after a confirmation. Only for its holder (the course's
 * owner and admins see the same certificate, and only the holder can retake), and only while it is renewable: it
 * has ended or ends soon, and is neither revoked nor renewed already.
 */
export function RenewButton({ certificate, size, variant, course }: ActionProps) {
  const { t } = useTranslation('certificates');
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const holder = session.status === 'signed-in' && session.user.id === certificate.holder.id;
  if (!certificate.renewable || !holder) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={named(t('actions.renew'), course)}
      >
        {t('actions.renew')}
      </Button>
      <RenewDialog certificate={certificate} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
