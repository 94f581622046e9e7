import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@talentpath/contracts/courses';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useSetCourseThumbnail } from '../../api/course-thumbnail';
import type { ThumbnailChoice } from './thumbnail-field';

/**
 * The picture chosen on the details form, sent after the course is saved (a new course has no address before):
 * the upload's progress, and why it was refused. A refusal leaves the saved course as it is.
 */
export function useThumbnailSave(isNew: boolean) {
  const { t } = useTranslation('course-authoring');
  const thumbnail = useSetCourseThumbnail();
  const [choice, setChoice] = useState<ThumbnailChoice>({ file: null, removed: false });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Sends the choice for the saved course; whether the picture is now as chosen. */
  const send = async (saved: Course): Promise<boolean> => {
    if (!choice.file && !choice.removed) return true;
    setProgress(choice.file ? 0 : null);
    try {
      await thumbnail.mutateAsync({
        id: saved.id,
        file: choice.file,
        onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
      });
      setChoice({ file: null, removed: false });
      return true;
    } catch (failure) {
      const message = t('thumbnail.failed', { reason: errorMessage(failure) });
      setError(message);
      // A new course's page is replaced by its own address, which starts without this message.
      if (isNew) toast.error(message);
      return false;
    } finally {
      setProgress(null);
    }
  };

  return { choice, setChoice, progress, error, setError, send, pending: thumbnail.isPending };
}
