import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SELECT_PROJECT_FIRST } from '@talentpath/contracts/workforce-messages';
import { json, stubApi } from '../../../../test/api-stub';
import { openSignedInPage } from '../../../../test/signed-in-page';
import { EmployeePanel, useEmployeeList } from './employee-panel';

const pm = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Marcus Lee', email: 'pm@example.test' };
const PROJECT = '00000000-0000-4000-8000-0000000000b0';

/** The panel as the page holds it, before the chosen project has loaded (the page passes null meanwhile). */
function Panel() {
  const list = useEmployeeList();
  return <EmployeePanel list={list} project={null} onAssign={() => undefined} />;
}

const open = (path: string) => {
  stubApi(() => json(200, { items: [], totalCount: 0, pageNumber: 1, pageSize: 50 }));
  return openSignedInPage(pm, 'ProjectManager', '/project-manager/employee-assign', <Panel />, path);
};

describe('the employee panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a project only while none is chosen', async () => {
    await open('/project-manager/employee-assign');
    expect(await screen.findByText(SELECT_PROJECT_FIRST)).toBeTruthy();
  });

  it('does not ask while the chosen project loads — the alert leaving would move the controls under the pointer', async () => {
    await open(`/project-manager/employee-assign?projectId=${PROJECT}`);
    expect(await screen.findByRole('switch', { name: /match technologies/i })).toBeTruthy();
    expect(screen.queryByText(SELECT_PROJECT_FIRST)).toBeNull();
  });
});
