import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  apiError,
  badgeOf,
  categoriesPage,
  click,
  id,
  json,
  KOTLIN,
  openSignedIn,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  type,
} from '../recognition-test-harness';
import { BadgesAdminPage } from './badges-admin-page';

/** The admin's badges API: the list, categories, create (answered by `create`) and update; calls kept. */
const serve = (create?: () => Response) =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/badges') return json(200, { items: [badgeOf()] });
    if (method === 'GET' && path.startsWith('/course-categories?')) return json(200, categoriesPage);
    if (method === 'POST' && path === '/admin/badges')
      return create?.() ?? json(201, badgeOf({ ...(body as object), id: id(502), awarded: 0 }));
    if (method === 'PUT' && path === `/admin/badges/${id(501)}`) return json(200, badgeOf(body as object));
    return undefined;
  });

const open = () => openSignedIn('Admin', '/admin/badges', <BadgesAdminPage />);

afterEach(resetPage);

describe('BadgesAdminPage', () => {
  it('lists badges with their conditions in words, status and how many hold them', async () => {
    serve();
    await open();
    const table = await screen.findByRole('table', { name: 'Badges' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Picture', 'Name', 'Conditions', 'Status', 'Awarded', 'Actions']);
    expect(await within(table).findByText('5 courses completed in Kotlin and 7 days in a row')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('4')).toBeTruthy();
  });

  it('creates a badge with its conditions, then stays open on it to add a picture', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'New badge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New badge' });
    const form = within(dialog);
    expect(form.getByText('You can add a picture once the badge is created.')).toBeTruthy();
    await type(form.getByRole('textbox', { name: /^Name/ }), 'Quiz whiz');
    await click(form.getByRole('radio', { name: 'Any one condition' }));
    await waitFor(() => expect(form.getByRole('option', { name: 'Kotlin' })).toBeTruthy());
    await type(form.getByRole('combobox', { name: 'Category 1' }), KOTLIN);
    await type(form.getByRole('textbox', { name: /Target 1/ }), '3');
    await click(form.getByRole('button', { name: 'Add condition' }));
    await type(form.getByRole('combobox', { name: 'Condition 2' }), 'quiz-perfect');
    expect(form.queryByRole('combobox', { name: 'Category 2' })).toBeNull();
    await type(form.getByRole('textbox', { name: /Target 2/ }), '10');
    await click(form.getByRole('button', { name: 'Create badge' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Quiz whiz created. You can add its picture now.'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/admin/badges',
        body: {
          name: 'Quiz whiz',
          description: '',
          match: 'any',
          conditions: [
            { kind: 'courses-completed', target: 3, categoryId: KOTLIN },
            { kind: 'quiz-perfect', target: 10 },
          ],
          active: true,
        },
      },
    ]);
    const edit = await screen.findByRole('dialog', { name: 'Edit badge: Quiz whiz' });
    expect(within(edit).getByRole('button', { name: 'Choose a picture' })).toBeTruthy();
  });

  it('edits a badge, any category sent as null', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'Edit: Kotlin master' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit badge: Kotlin master' }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Kotlin' })).toBeTruthy());
    expect((dialog.getByRole('combobox', { name: 'Category 1' }) as HTMLSelectElement).value).toBe(KOTLIN);
    await type(dialog.getByRole('combobox', { name: 'Category 1' }), '');
    await click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      conditions: [
        { kind: 'courses-completed', target: 5, categoryId: null },
        { kind: 'streak', target: 7 },
      ],
    });
  });

  it('puts a name already taken (BADGE_NAME_TAKEN) on the name', async () => {
    serve(() => apiError(409, 'BADGE_NAME_TAKEN'));
    await open();
    await click(await screen.findByRole('button', { name: 'New badge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New badge' }));
    await type(dialog.getByRole('textbox', { name: /^Name/ }), 'Kotlin master');
    await click(dialog.getByRole('button', { name: 'Create badge' }));
    expect(await dialog.findByText('A badge with this name already exists')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('has no serious accessibility violations, the dialog included', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('table', { name: 'Badges' });
    expect(await seriousViolations(container)).toEqual([]);
    await click(screen.getByRole('button', { name: 'Edit: Kotlin master' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Kotlin' })).toBeTruthy());
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.badgesAdmin.title })).toBeTruthy();
    expect(await screen.findByText('5 kurs fullført i Kotlin og 7 dager på rad')).toBeTruthy();
  });
});
