import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  type CertificateSettings,
  type CertificateSettingsRequest,
  certificateSettingsRequest,
  revokeCertificateRequest,
} from '@talentpath/contracts/certificates';

// The course owner's forms for the one form approach (lib/form.ts): the contracts' own rules and messages
// (translated as the server's are), over the values as the form holds them.

/**
 * Whether the course's certificates expire, and after how many months (as the number field holds it); whether one
 * waits for every quiz of the course to be passed.
 */
export type ValidityValues = { expires: 'never' | 'months'; validMonths: number | string; requiresPass: boolean };

export const validityValuesOf = (settings: CertificateSettings): ValidityValues =>
  settings.validMonths === null
    ? { expires: 'never', validMonths: 12, requiresPass: settings.requiresPass }
    : { expires: 'months', validMonths: settings.validMonths, requiresPass: settings.requiresPass };

/** The number as typed: '' (nothing) stays a string, so the contract refuses it with its own message. */
const monthsOf = (value: number | string): number | string =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);

/**
 * The settings: the contract's `certificateSettingsRequest` over the values (its paths, `validMonths` and
 * `requiresPass`, are the fields').
 */
export const validityForm: StandardSchemaV1<ValidityValues, CertificateSettingsRequest> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (value) => {
      const values = value as ValidityValues;
      const parsed = certificateSettingsRequest.safeParse({
        validMonths: values.expires === 'never' ? null : monthsOf(values.validMonths),
        requiresPass: values.requiresPass,
      });
      return parsed.success ? { value: parsed.data } : { issues: parsed.error.issues };
    },
  },
};

/** Revoking a certificate: the reason, shown to anyone who verifies it. */
export const revocationForm = revokeCertificateRequest;
