import type { TFunction } from 'i18next';

export type FaqCategory = 'general' | 'technical' | 'learning';
export type FaqEntry = { id: string; question: string; answer: string; category: FaqCategory };

/** The seven entries of spec §2 (four general/learning, three technical); texts in `contact:faq.items.<id>`. */
const ENTRIES = [
  { id: 'what-is-talentpath', category: 'general' },
  { id: 'get-account', category: 'general' },
  { id: 'learning-paths', category: 'learning' },
  { id: 'certificates', category: 'learning' },
  { id: 'forgot-password', category: 'technical' },
  { id: 'browsers-languages', category: 'technical' },
  { id: 'data-security', category: 'technical' },
] as const satisfies readonly { id: string; category: FaqCategory }[];

export const FAQ_TABS = ['all', 'general', 'technical', 'learning'] as const;
export type FaqTab = (typeof FAQ_TABS)[number];

export function faqEntries(t: TFunction<'contact'>): FaqEntry[] {
  return ENTRIES.map(({ id, category }) => ({
    id,
    category,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));
}

export const entriesIn = (entries: readonly FaqEntry[], tab: FaqTab) =>
  tab === 'all' ? [...entries] : entries.filter((entry) => entry.category === tab);
