import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import touch from '../../components/ui/touch-target.module.css';
import type { LinkProps } from './footer-contact-lines';

const FooterContactLines = lazy(() =>
  import('./footer-contact-lines').then((m) => ({ default: m.FooterContactLines })),
);

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

/** The placeholder of the contact lines: their size, until they show (the prerendered page has none, ADR 0046). */
function ContactLinesPlaceholder() {
  return (
    <Stack gap={6} aria-hidden>
      <Skeleton height={24} width={200} />
      <Skeleton height={24} width={140} />
    </Stack>
  );
}

/**
 * The system settings' e-mail and phone, loaded when the footer comes near the screen: their code (the API client,
 * the query) then stays out of the first visit's JavaScript, whose footer is far below (ADR 0046).
 */
function FooterContact({ linkProps }: { linkProps: LinkProps }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = place.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={<ContactLinesPlaceholder />}>
          <FooterContactLines linkProps={linkProps} placeholder={<ContactLinesPlaceholder />} />
        </Suspense>
      ) : (
        <ContactLinesPlaceholder />
      )}
    </div>
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
              <FooterContact linkProps={linkProps} />
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
