import { ContentPage, type ContentSection } from '../components/content-page';

const SECTIONS: readonly ContentSection[] = [
  { key: 'mission' },
  { key: 'schools' },
  { key: 'universities' },
  { key: 'enterprises' },
  { key: 'values', paragraphs: 0, items: 4 },
];

/** /about: who TalentPath is for and why. */
export function AboutPage() {
  return <ContentPage namespace="site" page="about" sections={SECTIONS} />;
}
