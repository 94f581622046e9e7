import { ContentPage, type ContentSection } from '../components/content-page';

const SECTIONS: readonly ContentSection[] = [
  { key: 'learning' },
  { key: 'workforce' },
  { key: 'analytics' },
  { key: 'certification' },
  { key: 'profiles' },
  { key: 'community' },
  { key: 'platform' },
  { key: 'support' },
];

/** /services: what the platform offers. */
export function ServicesPage() {
  return <ContentPage namespace="site" page="services" sections={SECTIONS} />;
}
