import { useState, type ReactNode } from 'react';
import {
  Checkbox,
  ColorInput,
  Grid,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_ACCENT_CONTRAST_LOW,
  CERTIFICATE_COLOR_INVALID,
  CERTIFICATE_LAYOUTS,
  CERTIFICATE_LAYOUT_INVALID,
  CERTIFICATE_SIGNER_MAX,
  CERTIFICATE_SIGNER_TOO_LONG,
  CERTIFICATE_TEXT_CONTRAST_LOW,
  type CertificateTemplate,
  type CertificateTemplateInput,
  certificateTemplateInput,
} from '@talentpath/contracts/certificates';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryError } from '../../../components/ui/query-states';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCertificateTemplate, useSaveCertificateTemplate } from '../api/certificate-template';
import { TemplateImageField } from './template-image-field';
import { TemplatePreview } from './template-preview';

/** The contracts' messages of the template, as this feature's words (they follow the language). */
const MESSAGE_KEYS = {
  [CERTIFICATE_COLOR_INVALID]: 'template.errors.color',
  [CERTIFICATE_TEXT_CONTRAST_LOW]: 'template.errors.textContrast',
  [CERTIFICATE_ACCENT_CONTRAST_LOW]: 'template.errors.accentContrast',
  [CERTIFICATE_LAYOUT_INVALID]: 'template.errors.layout',
  [CERTIFICATE_SIGNER_TOO_LONG]: 'template.errors.signer',
} as const;

const SWATCHES = ['#0d6378', '#1c2129', '#7a1f5c', '#1d4ed8', '#166534', '#9a3412'];

const fieldsOf = (t: CertificateTemplate): CertificateTemplateInput => ({
  layout: t.layout,
  accentColor: t.accentColor,
  textColor: t.textColor,
  showIssuer: t.showIssuer,
  showIssueDate: t.showIssueDate,
  showNoExpiry: t.showNoExpiry,
  signerName: t.signerName,
  signerTitle: t.signerTitle,
});

/**
 * "Certificate design" (issue 25): how the course's certificates look — a layout, two colours, the optional lines,
 * the signer, a signature and a logo — with a live preview of a sample certificate. Saved, it applies to every PDF
 * made from then on, of certificates issued before too; what a certificate says does not change.
 */
export function TemplateSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates');
  const template = useCertificateTemplate(courseId);
  // The form starts again from the saved template only when it was saved here.
  const [saves, setSaves] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="certificate-design">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="certificate-design">
            {t('template.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('template.intro')}
          </Text>
        </div>
        {template.isPending ? (
          <Skeleton height={240} role="status" aria-busy="true" aria-label={t('template.loading')} />
        ) : template.isError ? (
          <QueryError error={template.error} onRetry={() => void template.refetch()} />
        ) : (
          <TemplateForm
            key={saves}
            courseId={courseId}
            saved={template.data}
            onSaved={() => {
              toast.success(t('template.saved'));
              setSaves((n) => n + 1);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

type FormProps = { courseId: string; saved: CertificateTemplate; onSaved: () => void };

function TemplateForm({ courseId, saved, onSaved }: FormProps) {
  const { t } = useTranslation('certificates');
  const save = useSaveCertificateTemplate(courseId);
  const form = useAppForm({ schema: certificateTemplateInput, initialValues: fieldsOf(saved) });
  const pending = save.isPending;
  const submit = form.onSubmit((body) => save.mutate(body, { onSuccess: onSaved, onError: (e) => form.fail(e) }));
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const parsed = certificateTemplateInput.safeParse(form.values);
  /** A field's props, its error in this feature's words. */
  const field = (name: keyof CertificateTemplateInput) => {
    const props = form.getInputProps(name);
    const error = props.error as ReactNode;
    const key = typeof error === 'string' ? MESSAGE_KEYS[error as keyof typeof MESSAGE_KEYS] : undefined;
    return { ...props, error: key ? t(key) : error };
  };
  const check = (name: 'showIssuer' | 'showIssueDate' | 'showNoExpiry') => ({
    ...form.getInputProps(name, { type: 'checkbox' }),
    label: t(`template.fields.${name}`),
    disabled: pending,
  });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {general && <FormAlert>{general}</FormAlert>}
            <Radio.Group label={t('template.layout')} {...field('layout')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
                {CERTIFICATE_LAYOUTS.map((layout) => (
                  <Radio.Card key={layout} value={layout} radius="md" p="sm" disabled={pending}>
                    <Group wrap="nowrap" align="flex-start" gap="xs">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600} size="sm">
                          {t(`template.layouts.${layout}.name`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`template.layouts.${layout}.text`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ColorInput
                label={t('template.accentColor')}
                description={t('template.accentHint')}
                eyeDropperButtonProps={{ 'aria-label': t('template.pickColor', { field: t('template.accentColor') }) }}
                format="hex"
                swatches={SWATCHES}
                required
                {...field('accentColor')}
                disabled={pending}
              />
              <ColorInput
                label={t('template.textColor')}
                description={t('template.textHint')}
                eyeDropperButtonProps={{ 'aria-label': t('template.pickColor', { field: t('template.textColor') }) }}
                format="hex"
                swatches={SWATCHES}
                required
                {...field('textColor')}
                disabled={pending}
              />
            </SimpleGrid>
            <Stack gap="xs" role="group" aria-labelledby="template-fields" aria-describedby="template-fields-hint">
              <div>
                <Text size="sm" fw={500} id="template-fields">
                  {t('template.fields.label')}
                </Text>
                <Text size="xs" c="dimmed" id="template-fields-hint">
                  {t('template.fields.hint')}
                </Text>
              </div>
              <Checkbox {...check('showIssuer')} />
              <Checkbox {...check('showIssueDate')} />
              <Checkbox {...check('showNoExpiry')} />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('template.signerName')}
                maxLength={CERTIFICATE_SIGNER_MAX}
                {...field('signerName')}
                disabled={pending}
              />
              <TextInput
                label={t('template.signerTitle')}
                maxLength={CERTIFICATE_SIGNER_MAX}
                {...field('signerTitle')}
                disabled={pending}
              />
            </SimpleGrid>
            <SaveButton
              dirty={form.isDirty()}
              loading={pending}
              label={t('template.save')}
              unsavedText={t('template.unsaved')}
            />
          </Stack>
        </form>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
          <TemplateImageField
            courseId={courseId}
            which="signature"
            present={saved.signatureUrl !== null}
            absentText={t('template.signature.absent')}
          />
          <TemplateImageField
            courseId={courseId}
            which="logo"
            present={saved.logoUrl !== null}
            absentText={t(saved.organizationLogo ? 'template.logo.organization' : 'template.logo.absent')}
          />
        </SimpleGrid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <TemplatePreview
          courseId={courseId}
          template={parsed.success ? parsed.data : null}
          images={`${saved.signatureUrl}|${saved.logoUrl}`}
        />
      </Grid.Col>
    </Grid>
  );
}
