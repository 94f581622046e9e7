import { ContentPage, type ContentSection } from '../components/content-page';

const SECTIONS: readonly ContentSection[] = [
  { key: 'service' },
  { key: 'accounts' },
  { key: 'use', items: 4 },
  { key: 'content' },
  { key: 'availability' },
  { key: 'liability' },
  { key: 'termination' },
  { key: 'changes' },
];

/** /terms-of-service. */
export function TermsOfServicePage() {
  return <ContentPage namespace="legal" page="terms" sections={SECTIONS} updated />;
}
