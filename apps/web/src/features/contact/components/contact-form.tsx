import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '@talentpath/contracts/contact';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { translateValidation, type FieldErrors } from '../../../lib/validation';
import { useSendContactMessage } from '../api/send-message';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  submitFailure,
  trimContact,
  validateContact,
  type ContactField,
  type ContactValues,
  type SubmitFailure,
} from './contact-form-logic';

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
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = send.isPending;
  const hydrated = useHydrated();

  const failureText = (f: SubmitFailure) => ('text' in f ? f.text : t(f.key)) || t('errors.fallback');

  const edit = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    setFailure(null);
    const first = CONTACT_FIELDS.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(trimContact(values), {
      onSuccess: () => {
        setValues(EMPTY_CONTACT);
        setSent(true);
        toast.success(t('form.successToast'));
      },
      onError: (error) => {
        const f = submitFailure(error);
        setFailure(f);
        if (error instanceof ApiError) {
          const fromServer: FieldErrors<ContactField> = {};
          for (const detail of error.details) {
            const field = detail.path.split('.')[0] as ContactField;
            if (CONTACT_FIELDS.includes(field) && !fromServer[field]) fromServer[field] = detail.message;
          }
          setErrors(fromServer);
        }
        toast.error(failureText(f));
      },
    });
  };

  if (sent) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={2} fz={{ base: 22, sm: 26 }} tabIndex={-1} ref={(node) => node?.focus()} style={{ outline: 'none' }}>
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
    value: values[name],
    required: true,
    maxLength: MAX[name],
    disabled: sending,
    readOnly: !hydrated,
    error: translateValidation(errors[name]),
    onChange: (event: { currentTarget: { value: string } }) => edit(name, event.currentTarget.value),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} fz={{ base: 22, sm: 26 }} mb="md" id="contact-form-title">
        {t('form.title')}
      </Title>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failureText(failure)}
            </Alert>
          )}
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
