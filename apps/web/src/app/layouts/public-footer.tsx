import type { ReactNode } from 'react';
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import touch from '../../components/ui/touch-target.module.css';
import { CONTACT_PHONES, SUPPORT_EMAIL } from '../../lib/config';

const QUICK_LINKS = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/contact-us', key: 'contact' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/terms-of-service', key: 'terms' },
] as const;

const SERVICES = ['learning', 'workforce', 'analytics', 'certification'] as const;

const SOCIAL = [
  { key: 'linkedin', href: 'https://www.linkedin.com/company/talentpath', Icon: IconBrandLinkedin },
  { key: 'x', href: 'https://x.com/talentpath', Icon: IconBrandX },
  { key: 'facebook', href: 'https://www.facebook.com/talentpath', Icon: IconBrandFacebook },
  { key: 'youtube', href: 'https://www.youtube.com/@talentpath', Icon: IconBrandYoutube },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Footer of the public pages: quick links, services, contact, follow us (spec §2). */
export function PublicFooter() {
  const { t } = useTranslation();
  const linkProps = { size: 'sm', c: 'gray.8', className: touch.target } as const;
  return (
    <Box
      component="footer"
      py={{ base: 'xl', sm: 48 }}
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <BrandMark />
            <Text size="sm" c="dimmed" maw={260}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Section title={t('footer.quickLinks')}>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} {...linkProps}>
                    {t(`footer.links.${link.key}`)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Section>
          <Section title={t('footer.services')}>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {SERVICES.map((key) => (
                <li key={key}>
                  <Anchor component={Link} to="/services" {...linkProps}>
                    {t(`footer.serviceItems.${key}`)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Section>
          <Section title={t('footer.contact')}>
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} {...linkProps}>
                  {SUPPORT_EMAIL}
                </Anchor>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor href={`tel:${CONTACT_PHONES[0].replace(/[^+\d]/g, '')}`} {...linkProps}>
                  {CONTACT_PHONES[0]}
                </Anchor>
              </Group>
              <Anchor component={Link} to="/contact-us" {...linkProps}>
                {t('footer.links.contact')}
              </Anchor>
            </Stack>
          </Section>
          <Section title={t('footer.followUs')}>
            <Group gap="xs">
              {SOCIAL.map(({ key, href, Icon }) => (
                <Anchor
                  key={key}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`footer.social.${key}`)} ${t('footer.newTab')}`}
                  c="gray.8"
                  p={6}
                  className={touch.target}
                  style={{ display: 'inline-flex', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Icon size={20} aria-hidden />
                </Anchor>
              ))}
            </Group>
          </Section>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
