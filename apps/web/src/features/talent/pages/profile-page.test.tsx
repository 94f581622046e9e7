import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import type { PersonSkill, PersonSkills } from '@talentpath/contracts/skills';
import { endSession, sessionStore } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const ME = '00000000-0000-4000-8000-000000000001';
const OLA = '00000000-0000-4000-8000-000000000002';
const REACT = { id: '00000000-0000-4000-8000-0000000000aa', name: 'React' };
const RUST = { id: '00000000-0000-4000-8000-0000000000bb', name: 'Rust' };

const json = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

const reactSkill = (change: Partial<PersonSkill> = {}): PersonSkill => ({
  technology: REACT,
  level: 3,
  verifiedLevel: null,
  from: { basis: 'self', kind: 'self-assessed', label: 'Ola', at: '2026-01-01T12:00:00.000Z' },
  endorsements: 0,
  endorsedByMe: false,
  claims: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      kind: 'self-assessed',
      level: 3,
      madeBy: { id: OLA, name: 'Ola' },
      source: null,
      note: '',
      claimedAt: '2026-01-01T12:00:00.000Z',
      validUntil: null,
      status: 'live',
      withdrawal: null,
    },
  ],
  ...change,
});

type Call = { method: string; path: string; body: unknown };
type Handler = (call: Call) => Promise<Response> | undefined;

/** The API: the technologies, then what the test answers; every call is kept. */
function serve(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer) return answer;
      const person = /^\/profiles\/([\w-]+)$/.exec(call.path)?.[1];
      if (person)
        return json(200, {
          person: { id: person, name: person === ME ? 'Ada' : 'Ola', avatar: null },
          about: null,
          skillsVisible: true,
          learningVisible: false,
          workVisible: false,
          visibility: null,
        });
      if (call.path.startsWith('/technologies'))
        return json(200, { items: [REACT, RUST], pageNumber: 1, pageSize: 100, totalCount: 2, hasNextPage: false });
      return json(500, { code: 'INTERNAL', message: 'Unexpected call' });
    }),
  );
  return calls;
}

function signIn(role: Role) {
  sessionStore.set({
    status: 'signed-in',
    user: { id: ME, name: 'Ada', email: 'ada@x.io', roles: [role], avatar: null },
    currentRole: role,
    requirePasswordChange: false,
  });
}

async function open(path: string) {
  await renderWithProviders(
    <Routes>
      <Route path="/learner/profile" element={<ProfilePage />} />
      <Route path="/learner/view-profile/:id" element={<ProfilePage />} />
    </Routes>,
    { path },
  );
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

describe('ProfilePage, own', () => {
  it('invites a first skill, and adding one sends PUT /me/skills/{id} with the level', async () => {
    signIn('Learner');
    const empty: PersonSkills = { person: { id: ME, name: 'Ada' }, items: [] };
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path === `/people/${ME}/skills`) return json(200, empty);
      if (method === 'PUT' && path === `/me/skills/${RUST.id}`)
        return json(200, {
          person: empty.person,
          items: [reactSkill({ technology: RUST, from: { ...reactSkill().from!, label: 'Ada' } })],
        });
    });
    const success = vi.spyOn(toast, 'success');
    await open('/learner/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Skills' })).toBeTruthy();
    expect(screen.getByText('Add your first skill')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Add skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add skill' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Technology' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rust', hidden: true }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 · Proficient' }));
    await click(within(dialog).getByRole('button', { name: 'Add skill' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Rust is added to your skills'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/me/skills/${RUST.id}`, body: { level: 4 } },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Rust' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change my assessment of Rust' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Endorse/ })).toBeNull();
  });

  it('shows the server’s refusal of the technology on its field, in words', async () => {
    signIn('Learner');
    serve(({ method, path }) => {
      if (method === 'GET' && path === `/people/${ME}/skills`)
        return json(200, { person: { id: ME, name: 'Ada' }, items: [] });
      if (method === 'PUT')
        return json(400, {
          code: 'VALIDATION',
          message: 'Inactive technologies cannot be added',
          details: [{ path: 'technologyId', message: 'Inactive technologies cannot be added' }],
        });
    });
    await open('/learner/profile');
    await click(await screen.findByRole('button', { name: 'Add skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add skill' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Technology' }));
    fireEvent.click(await screen.findByRole('option', { name: 'React', hidden: true }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 · Novice' }));
    await click(within(dialog).getByRole('button', { name: 'Add skill' }));

    const field = within(dialog).getByRole('combobox', { name: 'Technology' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Inactive technologies cannot be added')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses a missing level before sending, on the level field', async () => {
    signIn('Learner');
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path === `/people/${ME}/skills`)
        return json(200, { person: { id: ME, name: 'Ada' }, items: [] });
    });
    await open('/learner/profile');
    await click(await screen.findByRole('button', { name: 'Add skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add skill' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Technology' }));
    fireEvent.click(await screen.findByRole('option', { name: 'React', hidden: true }));
    await click(within(dialog).getByRole('button', { name: 'Add skill' }));
    expect(await within(dialog).findByText('Level must be a whole number between 1 and 5')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the load failure with Try again, which loads again', async () => {
    signIn('Learner');
    let fail = true;
    serve(({ path }) =>
      path === `/people/${ME}/skills`
        ? fail
          ? json(503, { code: 'SERVER_BUSY', message: 'Busy' })
          : json(200, { person: { id: ME, name: 'Ada' }, items: [reactSkill()] })
        : undefined,
    );
    await open('/learner/profile');
    expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'React' })).toBeTruthy();
  });
});

describe('ProfilePage, another person', () => {
  const ola = (change: Partial<PersonSkill> = {}): PersonSkills => ({
    person: { id: OLA, name: 'Ola' },
    items: [reactSkill(change)],
  });

  it('endorses a skill and takes the endorsement back: a toggle that follows the server', async () => {
    signIn('Learner');
    let endorsed = false;
    const calls = serve(({ method, path }) => {
      const endorsements = `/people/${OLA}/skills/${REACT.id}/endorsements`;
      if (method === 'POST' && path === endorsements) {
        endorsed = true;
        return json(200, ola({ endorsements: 1, endorsedByMe: true }));
      }
      if (method === 'DELETE' && path === endorsements) {
        endorsed = false;
        return json(204);
      }
      if (method === 'GET' && path === `/people/${OLA}/skills`)
        return json(200, ola({ endorsements: endorsed ? 1 : 0, endorsedByMe: endorsed }));
    });
    await open(`/learner/view-profile/${OLA}`);
    const toggle = await screen.findByRole('button', { name: 'Endorse React' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/endorsement/)).toBeNull(); // none: no count shown
    expect(screen.queryByRole('button', { name: /^Rate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add skill' })).toBeNull();

    await click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(toggle.textContent).toBe('Endorsed');
    expect(screen.getByText('1 endorsement')).toBeTruthy();

    await click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.queryByText(/endorsement/)).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it('lets a project manager rate, refusing a note that is too long on the field', async () => {
    signIn('ProjectManager');
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path === `/people/${OLA}/skills`) return json(200, ola());
      if (method === 'PUT' && path === `/people/${OLA}/skills/${REACT.id}/rating`)
        return json(
          200,
          ola({
            level: 4,
            from: { basis: 'rated', kind: 'manager-rated', label: 'Ada', at: '2026-03-01T10:00:00.000Z' },
          }),
        );
    });
    await open(`/learner/view-profile/${OLA}`);
    await click(await screen.findByRole('button', { name: 'Rate React' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate React for Ola' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 · Proficient' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect(await within(dialog).findByText('Note must be at most 500 characters')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(note, { target: { value: 'Led the migration' } });
    await click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { level: 4, note: 'Led the migration' },
    ]);
    expect(screen.getByText('Rated by Ada, Mar 1, 2026')).toBeTruthy();
  });

  it('lets an admin withdraw a live claim, asking for a reason first', async () => {
    signIn('Admin');
    const calls = serve(({ method, path }) => {
      if (method === 'GET' && path === `/people/${OLA}/skills`) return json(200, ola());
      if (method === 'POST' && path === '/skill-claims/00000000-0000-4000-8000-0000000000c1/withdrawal')
        return json(200, { person: { id: OLA, name: 'Ola' }, items: [] });
    });
    await open(`/learner/view-profile/${OLA}`);
    await click(await screen.findByRole('button', { name: 'History of React (1)' }));
    await click(screen.getByRole('button', { name: 'Withdraw claim: Self-assessment, Jan 1, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw claim' });
    await click(within(dialog).getByRole('button', { name: 'Withdraw claim' }));
    expect(await within(dialog).findByText('Give a reason for withdrawing the claim')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Wrong person' } });
    await click(within(dialog).getByRole('button', { name: 'Withdraw claim' }));
    expect(await screen.findByText('No skills yet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'Wrong person' }]);
  });

  it('says an unknown person is not found', async () => {
    signIn('Learner');
    serve(({ path }) =>
      path === `/profiles/${OLA}` ? json(404, { code: 'NOT_FOUND', message: 'Person not found' }) : undefined,
    );
    await open(`/learner/view-profile/${OLA}`);
    expect(await screen.findByText('This profile does not exist, or you may not see it.')).toBeTruthy();
  });

  it('shows only the parts the person lets the caller see, each read by its own call', async () => {
    signIn('Learner');
    const calls = serve(({ path }) => {
      if (path === `/profiles/${OLA}`)
        return json(200, {
          person: { id: OLA, name: 'Ola', avatar: null },
          about: null,
          skillsVisible: false,
          learningVisible: true,
          workVisible: false,
          visibility: null,
        });
      if (path === `/people/${OLA}/courses`)
        return json(200, {
          items: [{ course: { id: REACT.id, title: 'React basics' }, completedAt: '2026-03-12T10:00:00.000Z' }],
        });
    });
    await open(`/learner/view-profile/${OLA}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Completed courses' })).toBeTruthy();
    expect(await screen.findByText('React basics')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Skills' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Projects and availability' })).toBeNull();
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/people'))).toEqual([`/people/${OLA}/courses`]);
  });
});
