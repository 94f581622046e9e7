import { useState } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  contactMessageInput,
} from '@talentpath/contracts/contact';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-message';
import { submitFailure } from './contact-form-logic';

type ContactField = 'name' | 'email' | 'subject' | 'message';

const MAX: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  subject: CONTACT_SUBJECT_MAX,
  message: CONTACT_MESSAGE_MAX,
};

/** The contact form (spec §4): editing → submitting → success view, with the §8 errors inline and as a toast. */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'errors']);
  const send = useSendContactMessage();
  const form = useAppForm({
    schema: contactMessageInput,
    initialValues: { name: '', email: '', subject: '', message: '' },
  });
  const [sent, setSent] = useState(false);
  const sending = send.isPending;
  const hydrated = useHydrated();

  const failureText = (error: unknown) => {
    const failure = submitFailure(error);
    return ('text' in failure ? failure.text : t(failure.key)) || t('errors.fallback');
  };

  // The trimmed values go out; a VALIDATION answer's details land on the fields.
  const submit = form.onSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        form.reset();
        setSent(true);
        toast.success(t('form.successToast'));
      },
      onError: (error) => {
        form.fail(error);
        // The spec asks for both: the message above the form and an error toast.
        toast.error(failureText(error));
      },
    }),
  );

  if (sent) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title
            order={2}
            fz={{ base: 22, sm: 26 }}
            tabIndex={-1}
            ref={(node) => node?.focus()}
            style={{ outline: 'none' }}
          >
            {t('form.successTitle')}
          </Title>
          <Text c="dimmed" maw={420}>
            {t('form.successText')}
          </Text>
          <Button
            mt="sm"
            variant="light"
            onClick={() => {
              send.reset();
              setSent(false);
            }}
          >
            {t('form.sendAnother')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const field = (name: ContactField) => ({
    name,
    label: t(`form.${name}`),
    placeholder: t(`form.${name}Placeholder`),
    required: true,
    maxLength: MAX[name],
    ...form.getInputProps(name),
    disabled: sending,
    readOnly: !hydrated,
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} fz={{ base: 22, sm: 26 }} mb="md" id="contact-form-title">
        {t('form.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          {form.failure !== null && <FormAlert>{failureText(form.failure)}</FormAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('name')} autoComplete="name" />
            <TextInput {...field('email')} type="email" autoComplete="email" />
          </SimpleGrid>
          <TextInput {...field('subject')} />
          <Textarea {...field('message')} autosize minRows={5} maxRows={12} />
          <Button
            type="submit"
            size="md"
            disabled={sending}
            leftSection={<IconSend size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {sending ? t('form.submitting') : t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
