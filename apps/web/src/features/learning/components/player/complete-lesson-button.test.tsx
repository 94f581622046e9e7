import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { CompleteLessonButton } from './complete-lesson-button';

// POST /lessons/{id}/complete, held open: the first lesson's completion is still on its way.
const calls: string[] = [];
vi.mock('../../api/complete-lesson', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useCompleteLesson: () =>
      useMutation({
        mutationFn: (lessonId: string) => {
          calls.push(lessonId);
          return new Promise(() => undefined);
        },
      }),
  };
});

afterEach(() => {
  cleanup();
  calls.length = 0;
});

/** The player's part that matters here: one button whose lesson changes when the learner moves on. */
function Player() {
  const [lessonId, setLessonId] = useState('lesson-2');
  return (
    <>
      <CompleteLessonButton courseId="c" lessonId={lessonId} done={false} onCourseCompleted={() => undefined} />
      <button type="button" onClick={() => setLessonId('lesson-3')}>
        Next lesson
      </button>
    </>
  );
}

describe('CompleteLessonButton', () => {
  it('completes the next lesson even while the one before is still being completed', async () => {
    await renderWithProviders(<Player />);
    const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
    await press('Mark complete');
    expect(calls).toEqual(['lesson-2']);
    // The learner moves on before the answer comes (a slow network): the new lesson's button must still work.
    await press('Next lesson');
    await press('Mark complete');
    // A second press on the same lesson while it is on its way sends nothing more.
    await press('Mark complete');
    expect(calls).toEqual(['lesson-2', 'lesson-3']);
  });
});
