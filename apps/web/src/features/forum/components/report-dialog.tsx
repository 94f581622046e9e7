import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORUM_REASON_MAX } from '@talentpath/contracts/forum';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { ReasonField } from '../../../components/ui/reason-field';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useReportPost } from '../api/report-post';
import { reportForm } from '../forum-forms';
import { withMessage } from '../forum-messages';

type Props = { postId: string; subject: string; opened: boolean; onClose: () => void };

/** Reports a post to the forum's moderators, saying why. */
export function ReportDialog({ postId, subject, opened, onClose }: Props) {
  const { t } = useTranslation('forum');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('report.title', { subject })}>
      {opened && <ReportForm postId={postId} onDone={onClose} />}
    </AppModal>
  );
}

function ReportForm({ postId, onDone }: { postId: string; onDone: () => void }) {
  const { t } = useTranslation('forum');
  const report = useReportPost();
  const form = useAppForm({ schema: reportForm, initialValues: { reason: '' } });
  const submit = form.onSubmit(({ reason }) =>
    report.mutate(
      { postId, reason },
      {
        onSuccess: () => {
          toast.success(t('report.done'));
          onDone();
        },
        onError: form.fail,
      },
    ),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={report.isPending}
      cancelLabel={t('form.cancel')}
      submitLabel={t('report.submit')}
      onCancel={onDone}
    >
      <Stack gap="sm">
        <Text size="sm">{t('report.text')}</Text>
        <ReasonField
          label={t('report.reason')}
          description={t('report.reasonHint', { max: FORUM_REASON_MAX })}
          {...withMessage(form.getInputProps('reason'))}
          disabled={report.isPending}
        />
      </Stack>
    </ModalForm>
  );
}
