import type { CourseStatus } from '@talentpath/contracts/courses';
import type { EnrolmentStatus } from '@talentpath/contracts/enrolments';

/** Where the coordinator's enrolment screens lead (spec §2's /coordinator routes). */
export const coordinatorPaths = {
  profile: (learnerId: string) => `/coordinator/view-profile/${encodeURIComponent(learnerId)}`,
  courses: (status?: CourseStatus) => `/coordinator/course-display-page${status ? `?status=${status}` : ''}`,
  newCourse: '/coordinator/course-details',
  publish: (courseId: string) => `/coordinator/publish-Course/${encodeURIComponent(courseId)}`,
  coursePreview: (courseId: string) => `/coordinator/course-view/${encodeURIComponent(courseId)}`,
  assign: (courseId?: string) =>
    `/coordinator/assign-learners${courseId ? `?courseId=${encodeURIComponent(courseId)}` : ''}`,
  learners: (filters: { status?: EnrolmentStatus; courseId?: string } = {}) => {
    const query = new URLSearchParams();
    if (filters.courseId) query.set('courseId', filters.courseId);
    if (filters.status) query.set('status', filters.status);
    const text = query.toString();
    return `/coordinator/learner-list${text ? `?${text}` : ''}`;
  },
};
