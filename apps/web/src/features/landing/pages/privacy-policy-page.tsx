import { ContentPage, type ContentSection } from '../components/content-page';

// Mirrors what the product stores (accounts, sessions, learning, skills, workload, contact messages, outbox).
const SECTIONS: readonly ContentSection[] = [
  { key: 'controller' },
  { key: 'data', items: 7 },
  { key: 'browser' },
  { key: 'purposes' },
  { key: 'sharing' },
  { key: 'retention' },
  { key: 'security' },
  { key: 'rights', paragraphs: 2, items: 7, after: 1 },
  { key: 'changes' },
];

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <ContentPage namespace="legal" page="privacy" sections={SECTIONS} updated />;
}
