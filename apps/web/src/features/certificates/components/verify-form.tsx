import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normaliseCertificateCode } from '@talentpath/contracts/certificate-messages';

/**
 * A code to check: read leniently (any case, spaces or no dashes, O for 0, I and L for 1) and opened at its
 * written form, /verify/{code}; one of the wrong shape is refused under the field.
 */
export function VerifyForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCertificateCode(text);
    if (code === null) {
      setError(t('verify.codeInvalid'));
      return;
    }
    setError(null);
    setText('');
    void navigate(`/verify/${code}`);
  };
  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t('verify.field')}
          description={t('verify.fieldHint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          style={{ flex: '1 1 16rem' }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button type="submit" mt={{ base: 0, xs: 46 }}>
          {t('verify.submit')}
        </Button>
      </Group>
    </form>
  );
}
