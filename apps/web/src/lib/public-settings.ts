import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@talentpath/contracts/settings';
import { api } from './api-client';

// What the public site shows of the system settings (organisation, logo, contact details, office hours): read by
// the public footer and the contact page, and refreshed by the settings screen when an admin saves. Public pages
// are prerendered without them (ADR 0046): the parts that show them wait for this query, never for old texts.

export const publicSettingsKey = ['public-settings'] as const;

/** GET /settings/public (no sign-in). */
export const getPublicSettings = (signal?: AbortSignal) => api.get<PublicSettings>('/settings/public', { signal });

export const publicSettingsQuery = () =>
  queryOptions({ queryKey: publicSettingsKey, queryFn: ({ signal }) => getPublicSettings(signal) });

export const usePublicSettings = () => useQuery(publicSettingsQuery());

/** `tel:` address of a phone number as people write it ('+1 (512) 555-0142' → 'tel:+15125550142'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
