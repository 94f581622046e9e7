// The project manager's workforce screens, one chunk: they share the workforce calls and components.
export { CapacityPage } from './capacity-page';
export { EmployeeAssignPage } from './employee-assign-page';
export { ProjectRolesPage } from './project-roles-page';
export { ProjectsPage } from './projects-page';
