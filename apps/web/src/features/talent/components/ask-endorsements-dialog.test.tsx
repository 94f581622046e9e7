import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonSkill } from '@talentpath/contracts/skills';
import { toast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { AskEndorsementsDialog } from './ask-endorsements-dialog';

const ME = '00000000-0000-4000-8000-000000000001';
const KARI = '00000000-0000-4000-8000-000000000002';
const skill = { technology: { id: '00000000-0000-4000-8000-0000000000aa', name: 'React' }, level: 3 } as PersonSkill;
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const page = (items: unknown[]) => ({
  items,
  pageNumber: 1,
  pageSize: 10,
  totalCount: items.length,
  hasNextPage: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AskEndorsementsDialog', () => {
  it('finds colleagues by name as one types (not oneself), and asks the chosen ones', async () => {
    const searched: string[] = [];
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url.includes('/search')) {
          searched.push(new URL(url, 'http://x').searchParams.get('q') ?? '');
          return json({
            people: page([
              { id: ME, name: 'Kari Me', avatar: null, headline: null, skill: null },
              { id: KARI, name: 'Kari Nordmann', avatar: null, headline: 'Frontend', skill: null },
            ]),
            courses: null,
            projects: null,
            counts: { people: 2, courses: null, projects: null },
          });
        }
        sent.push(JSON.parse(String(init?.body)));
        return json({ told: 1, already: 0 });
      }),
    );
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    await renderWithProviders(<AskEndorsementsDialog userId={ME} skill={skill} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ask for endorsements of React' });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' })));
    expect(within(dialog).getByText('Choose at least one colleague')).toBeTruthy();
    const box = within(dialog).getByRole('combobox', { name: /Colleagues/ });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'kar' } });
    fireEvent.change(box, { target: { value: 'kari' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Kari Nordmann', hidden: true }, { timeout: 2_000 }));
    expect(searched).toEqual(['kari']); // debounced: the last text only
    expect(screen.queryByRole('option', { name: 'Kari Me', hidden: true })).toBeNull();
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' })));
    await waitFor(() => expect(sent).toEqual([{ userIds: [KARI] }]));
    expect(success).toHaveBeenCalledWith('1 colleague is asked to endorse React');
    expect(onClose).toHaveBeenCalled();
  });
});
