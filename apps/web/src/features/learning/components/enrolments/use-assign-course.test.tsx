import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '@talentpath/contracts/courses';
import { ApiError } from '../../../../lib/api-error';
import { CourseDraftProvider, useCourseDraft } from '../../course-draft/course-draft-context';
import { useAssignCourse } from './use-assign-course';

// GET /courses/{id}, held open until the test answers it.
const pending = new Map<string, { resolve: (course: Course) => void; reject: (error: unknown) => void }>();
vi.mock('../../api/get-course', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  const getCourse = (id: string) =>
    new Promise<Course>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
  return {
    useCourse: (id: string | null | undefined) =>
      useQuery({ queryKey: ['course', id], queryFn: () => getCourse(id ?? ''), enabled: Boolean(id), retry: false }),
  };
});

const ID = '6f1c2b1e-8a4e-4f43-9d2b-6a4c1b2d3e4f';
const OTHER = '0b7e9d4a-1c2f-4e3d-8a5b-9c8d7e6f5a4b';
const course = (id: string, title: string) =>
  ({
    id,
    title,
    description: '',
    estimatedTime: 30,
    status: 'published',
    category: null,
    technologies: [],
    thumbnailUrl: null,
    editable: true,
  }) as unknown as Course;

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <CourseDraftProvider>{children}</CourseDraftProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ assign: useAssignCourse(), draft: useCourseDraft() }), { wrapper });
}

beforeEach(() => pending.clear());

describe('the course of the assign screen (spec §2: a loader until a course with a title is loaded)', () => {
  it('asks for a course when neither the address nor the course draft names one', () => {
    const { result } = setup('/coordinator/assign-learners');
    expect(result.current.assign.state).toEqual({ kind: 'none' });
  });

  it('shows the loader until the course is loaded into the course draft with its title', async () => {
    const { result } = setup(`/coordinator/assign-learners?courseId=${ID}`);
    expect(result.current.assign.state.kind).toBe('loading');
    await waitFor(() => expect(pending.has(ID)).toBe(true));
    expect(result.current.assign.state.kind).toBe('loading');
    await act(async () => pending.get(ID)!.resolve(course(ID, 'Intro to Go')));
    await waitFor(() => expect(result.current.assign.state.kind).toBe('loaded'));
    expect(result.current.draft.draft).toMatchObject({ createdCourseId: ID, basicDetails: { title: 'Intro to Go' } });
  });

  it('takes the course draft’s course when the address names none, and the address’s over the draft’s', async () => {
    const { result } = setup('/coordinator/assign-learners');
    act(() => result.current.draft.dispatch({ type: 'setCreatedCourseId', id: OTHER }));
    expect(result.current.assign.state.kind).toBe('loading');
    await waitFor(() => expect(pending.has(OTHER)).toBe(true));
    await act(async () => pending.get(OTHER)!.resolve(course(OTHER, 'Draft course')));
    await waitFor(() => expect(result.current.assign.state.kind).toBe('loaded'));

    // Choosing another course: the draft's lessons belong to the old one (spec §4), the loader shows again.
    act(() => result.current.assign.choose(ID));
    expect(result.current.assign.state.kind).toBe('loading');
    await waitFor(() => expect(pending.has(ID)).toBe(true));
    await act(async () => pending.get(ID)!.resolve(course(ID, 'Intro to Go')));
    await waitFor(() => expect(result.current.assign.state).toMatchObject({ kind: 'loaded', course: { id: ID } }));
    expect(result.current.draft.draft.createdCourseId).toBe(ID);
  });

  it('is not found for an address that is no id, or a course the API does not show', async () => {
    expect(setup('/coordinator/assign-learners?courseId=42').result.current.assign.state).toEqual({
      kind: 'not-found',
    });
    const { result } = setup(`/coordinator/assign-learners?courseId=${ID}`);
    await waitFor(() => expect(pending.has(ID)).toBe(true));
    await act(async () => pending.get(ID)!.reject(new ApiError(404, 'NOT_FOUND', 'Course not found', [])));
    await waitFor(() => expect(result.current.assign.state).toEqual({ kind: 'not-found' }));
  });
});
