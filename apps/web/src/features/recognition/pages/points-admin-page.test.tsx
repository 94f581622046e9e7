import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LEVELS, LEVELS_ASCENDING } from '@talentpath/contracts/recognition';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  apiError,
  click,
  json,
  openSignedIn,
  resetPage,
  rules,
  seriousViolations,
  speakNorwegian,
  stubApi,
  type,
} from '../recognition-test-harness';
import { PointsAdminPage } from './points-admin-page';

type Answers = { saveRules?: () => Response; saveLevels?: () => Response };

/** The admin's points API: rules and levels, read and saved (answered as sent unless told); calls kept. */
const serve = ({ saveRules, saveLevels }: Answers = {}) =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/points-rules') return json(200, rules);
    if (method === 'GET' && path === '/admin/levels') return json(200, { levels: DEFAULT_LEVELS });
    if (method === 'PUT' && path === '/admin/points-rules') return saveRules?.() ?? json(200, body);
    if (method === 'PUT' && path === '/admin/levels') return saveLevels?.() ?? json(200, body);
    return undefined;
  });

const open = () => openSignedIn('Admin', '/admin/points', <PointsAdminPage />);
const rule = (name: string) => within(screen.getByRole('group', { name }));

afterEach(resetPage);

describe('PointsAdminPage', () => {
  it('sends every rule, an emptied cap as none, and a threshold only where the rule has one', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await screen.findByRole('group', { name: 'Quiz passed' });
    expect(rule('Course completed').queryByRole('textbox', { name: /Threshold/ })).toBeNull();
    expect(
      (rule('Quiz high score').getByRole('textbox', { name: /Threshold \(percent\)/ }) as HTMLInputElement).value,
    ).toBe('90');
    expect(rule('Learning streak').getByRole('textbox', { name: /Threshold \(days\)/ })).toBeTruthy();

    await type(rule('Course completed').getByRole('textbox', { name: /^Points/ }), '150');
    await type(rule('Quiz passed').getByRole('textbox', { name: /Daily cap/ }), '');
    await type(rule('Quiz passed').getByRole('textbox', { name: /Cool-down/ }), '30');
    await click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Points rules saved'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/admin/points-rules');
    expect(put?.body).toEqual({
      rules: [
        { kind: 'course-completed', points: 150, dailyCap: null, cooldownMinutes: null, threshold: null },
        { kind: 'quiz-passed', points: 20, dailyCap: null, cooldownMinutes: 30, threshold: null },
        { kind: 'quiz-first-try', points: 10, dailyCap: 100, cooldownMinutes: null, threshold: null },
        { kind: 'quiz-high-score', points: 10, dailyCap: 100, cooldownMinutes: null, threshold: 90 },
        { kind: 'streak', points: 25, dailyCap: null, cooldownMinutes: null, threshold: 7 },
        { kind: 'forum-answer-accepted', points: 15, dailyCap: 60, cooldownMinutes: null, threshold: null },
      ],
    });
  });

  it('refuses a threshold out of bounds before sending, with the contract’s message on the field', async () => {
    const calls = serve();
    await open();
    await screen.findByRole('group', { name: 'Learning streak' });
    await type(rule('Learning streak').getByRole('textbox', { name: /Threshold/ }), '1');
    await click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await rule('Learning streak').findByText('The threshold must be a whole number from 2 to 365')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s validation message on the field its path names', async () => {
    serve({
      saveLevels: () => apiError(400, 'VALIDATION', [{ path: 'levels.2.threshold', message: LEVELS_ASCENDING }]),
    });
    await open();
    await type(await screen.findByRole('textbox', { name: 'Name of level 2' }), 'Scout');
    await click(screen.getByRole('button', { name: 'Save levels' }));
    const field = await screen.findByRole('textbox', { name: /Points needed for level 3/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(LEVELS_ASCENDING)).toBeTruthy();
  });

  it('adds, moves and removes levels, the first fixed at 0, and sends the ladder', async () => {
    const calls = serve();
    await open();
    const first = await screen.findByRole('textbox', { name: /Points needed for level 1/ });
    expect(first.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove level 1' }).hasAttribute('disabled')).toBe(true);

    await click(screen.getByRole('button', { name: 'Add level' }));
    await type(screen.getByRole('textbox', { name: 'Name of level 6' }), 'Legend');
    expect((screen.getByRole('textbox', { name: /Points needed for level 6/ }) as HTMLInputElement).value).toBe('1600');
    await click(screen.getByRole('button', { name: 'Remove level 5' }));
    await click(screen.getByRole('button', { name: 'Move level 3 up' }));
    await click(screen.getByRole('button', { name: 'Save levels' }));
    // Achiever (300) above Explorer (100) is refused before sending; moved back, the ladder goes.
    expect(await screen.findByText(LEVELS_ASCENDING)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Move level 3 up' }));
    await click(screen.getByRole('button', { name: 'Save levels' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      levels: [
        { name: 'Beginner', threshold: 0 },
        { name: 'Explorer', threshold: 100 },
        { name: 'Achiever', threshold: 300 },
        { name: 'Expert', threshold: 700 },
        { name: 'Legend', threshold: 1600 },
      ],
    });
  });

  it('has no serious accessibility violations', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('group', { name: 'Quiz passed' });
    await screen.findByRole('textbox', { name: 'Name of level 1' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('speaks Norwegian, the contract’s messages too', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.pointsAdmin.title })).toBeTruthy();
    await screen.findByRole('group', { name: 'Læringsrekke' });
    await type(rule('Læringsrekke').getByRole('textbox', { name: /Terskel/ }), '1');
    await click(screen.getByRole('button', { name: 'Lagre reglene' }));
    expect(await screen.findByText('Terskelen må være et heltall fra 2 til 365')).toBeTruthy();
  });
});
