import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Project } from '@talentpath/contracts/projects';
import type { Employee } from '@talentpath/contracts/staffing';
import { renderWithProviders } from '../../../test/render';
import { projectRolesQuery } from '../api/list-project-roles';
import { AssignDialog } from './assign-dialog';

const developer = { id: '00000000-0000-4000-8000-000000000001', name: 'Developer' };
const ana: Employee = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Ana Lima',
  email: 'ana@example.test',
  technologies: [],
  workload: 40,
  availableFrom: '2026-01-01',
  fullyAllocated: false,
  assignments: [],
  activeProjects: 1,
};
const project: Project = {
  id: '00000000-0000-4000-8000-0000000000b0',
  name: 'Website refresh',
  status: 'planned',
  statusGroup: 'active',
  startDate: '2026-06-01',
  deadline: '2026-08-01',
  overdue: false,
  shortDescription: '',
  description: '',
  manager: null,
  technologies: [],
  requireVerifiedSkills: false,
  roles: [{ ...developer, count: 2, filled: 1 }],
  team: [
    {
      assignmentId: '00000000-0000-4000-8000-0000000000c0',
      employee: { id: ana.id, name: ana.name, email: ana.email },
      role: developer,
      workload: 40,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const duplicate = 'This employee already has this role on this project';

/** The employee-assignment page's part: an Assign button that opens the dialog for its person. */
function Harness() {
  const [employee, setEmployee] = useState<Employee | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEmployee(ana)}>
        Assign Ana Lima
      </button>
      <AssignDialog project={project} employee={employee} onClose={() => setEmployee(null)} />
    </>
  );
}

async function openDialog() {
  // The roles the dialog offers, as loaded before: nothing is asked of a server.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(projectRolesQuery({}).queryKey, {
    items: [{ ...developer, createdAt: project.createdAt, updatedAt: project.updatedAt, inUse: true }],
    pageNumber: 1,
    pageSize: 100,
    totalCount: 1,
    hasNextPage: false,
  } as never);
  await renderWithProviders(<Harness />, { client });
  const opener = screen.getByRole('button', { name: 'Assign Ana Lima' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Assign Ana Lima' }) };
}

describe('AssignDialog', () => {
  it('a second assignment opens on no role the person holds, without the duplicate warning', async () => {
    await openDialog();
    expect((screen.getByLabelText(/^Role/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(duplicate)).toBeNull();
  });

  it('Escape closes it and gives focus back to the Assign button that opened it', async () => {
    const { opener, dialog } = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
