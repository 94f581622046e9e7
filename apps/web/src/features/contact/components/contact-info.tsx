import type { ReactNode } from 'react';
import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHelpCircle, IconLifebuoy, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '@talentpath/contracts/settings';
import { telHref, usePublicSettings } from '../../../lib/public-settings';
import { daysLabel, groupOfficeHours, hoursLabel, timeZoneName } from './office-hours';

/** Links stacked one under another each get a 24 px high target (WCAG 2.5.8), not just their 20 px of text. */
const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** E-mail, phones, address, office hours and the emergency line, from the system settings; "Visit FAQ". */
export function ContactInfo({ onVisitFaq }: { onVisitFaq: () => void }) {
  const { t } = useTranslation('contact');
  const settings = usePublicSettings();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} fz={{ base: 22, sm: 26 }} mb="md">
          {t('info.title')}
        </Title>
        {settings.data ? (
          <ContactDetails settings={settings.data} />
        ) : settings.isError ? (
          <Text size="sm">{t('info.unavailable')}</Text>
        ) : (
          // The prerendered page has no details (they are the settings' of the moment, ADR 0046): room for them.
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('info.loading')}>
            {(['email', 'phone', 'address', 'hours'] as const).map((part) => (
              <Skeleton key={part} height={part === 'hours' ? 120 : 72} radius="md" />
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="brand.0">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('info.faqPrompt')}</Text>
          <Button variant="white" leftSection={<IconHelpCircle size={18} aria-hidden />} onClick={onVisitFaq}>
            {t('info.visitFaq')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function ContactDetails({ settings }: { settings: PublicSettings }) {
  const { t, i18n } = useTranslation('contact');
  const phones = [...new Set([settings.phone, settings.secondPhone].filter(Boolean))];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        {settings.logoUrl ? (
          <img src={settings.logoUrl} alt="" height={40} style={{ maxWidth: 120, objectFit: 'contain' }} />
        ) : null}
        <Text fw={700}>{settings.organizationName}</Text>
      </Group>
      <Row icon={<IconMail size={20} />} label={t('info.email')}>
        <Anchor href={`mailto:${settings.contactEmail}`} size="sm" style={{ ...TAP_TARGET, overflowWrap: 'anywhere' }}>
          {settings.contactEmail}
        </Anchor>
      </Row>
      {phones.length > 0 ? (
        <Row icon={<IconPhone size={20} />} label={t('info.phone')}>
          {phones.map((phone) => (
            <Anchor key={phone} href={telHref(phone)} size="sm" style={TAP_TARGET}>
              {phone}
            </Anchor>
          ))}
        </Row>
      ) : null}
      {settings.address ? (
        <Row icon={<IconMapPin size={20} />} label={t('info.address')}>
          {/* One line of the address a line on the page. */}
          <Text size="sm" component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {settings.address}
          </Text>
        </Row>
      ) : null}
      <Divider />
      <Row icon={<IconClock size={20} />} label={t('info.hoursTitle')}>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            {groupOfficeHours(settings.officeHours).map((row) => (
              <Table.Tr key={row.days[0]}>
                <Table.Th scope="row" fw={500} pr="lg">
                  {daysLabel(row.days, t)}
                </Table.Th>
                <Table.Td>{hoursLabel(row.hours, t, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('info.timeZone', { zone: timeZoneName(settings.timeZone, i18n.language) })}
        </Text>
      </Row>
      {settings.emergencyPhone ? (
        <Row icon={<IconLifebuoy size={20} />} label={t('info.emergencyTitle')}>
          <Text size="sm">{t('info.emergencyText')}</Text>
          <Anchor href={telHref(settings.emergencyPhone)} size="sm" fw={600} style={TAP_TARGET}>
            {settings.emergencyPhone}
          </Anchor>
        </Row>
      ) : null}
    </Stack>
  );
}
