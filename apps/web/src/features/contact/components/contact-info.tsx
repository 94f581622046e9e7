import type { ReactNode } from 'react';
import { Anchor, Button, Divider, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHelpCircle, IconLifebuoy, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_PHONES, EMERGENCY_PHONE, OFFICE_ADDRESS, SUPPORT_EMAIL } from '../../../lib/config';

/** Links stacked one under another each get a 24 px high target (WCAG 2.5.8), not just their 20 px of text. */
const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

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

/** E-mail, phones, the Austin address, office hours, the enterprise emergency line and "Visit FAQ". */
export function ContactInfo({ onVisitFaq }: { onVisitFaq: () => void }) {
  const { t } = useTranslation('contact');
  const hours = [
    [t('info.weekdays'), t('info.weekdaysHours')],
    [t('info.saturday'), t('info.saturdayHours')],
    [t('info.sunday'), t('info.closed')],
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} fz={{ base: 22, sm: 26 }} mb="md">
          {t('info.title')}
        </Title>
        <Stack gap="md">
          <Row icon={<IconMail size={20} />} label={t('info.email')}>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" style={TAP_TARGET}>
              {SUPPORT_EMAIL}
            </Anchor>
          </Row>
          <Row icon={<IconPhone size={20} />} label={t('info.phone')}>
            {CONTACT_PHONES.map((phone) => (
              <Anchor key={phone} href={tel(phone)} size="sm" style={TAP_TARGET}>
                {phone}
              </Anchor>
            ))}
          </Row>
          <Row icon={<IconMapPin size={20} />} label={t('info.address')}>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {OFFICE_ADDRESS.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
          </Row>
          <Divider />
          <Row icon={<IconClock size={20} />} label={t('info.hoursTitle')}>
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
              <Table.Tbody>
                {hours.map(([day, time]) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" fw={500} pr="lg">
                      {day}
                    </Table.Th>
                    <Table.Td>{time}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('info.timezone')}
            </Text>
          </Row>
          <Row icon={<IconLifebuoy size={20} />} label={t('info.emergencyTitle')}>
            <Text size="sm">{t('info.emergencyText')}</Text>
            <Anchor href={tel(EMERGENCY_PHONE)} size="sm" fw={600} style={TAP_TARGET}>
              {EMERGENCY_PHONE}
            </Anchor>
          </Row>
        </Stack>
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
