import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CERTIFICATE_ACCENT_CONTRAST_LOW,
  type CertificateTemplate,
  type CertificateTemplateInput,
  DEFAULT_CERTIFICATE_TEMPLATE,
} from '@talentpath/contracts/certificates';
import axe from 'axe-core';
import type { ApiCall } from '../../../test/api-stub';
import { json, openSignedIn, resetPage, speakNorwegian, stubApi } from '../certificate-test-harness';
import { TemplateSection } from './template-section';

const COURSE = '00000000-0000-4000-8000-0000000000a1';
const PATH = `/courses/${COURSE}/certificate-template`;

const savedTemplate = (change: Partial<CertificateTemplate> = {}): CertificateTemplate => ({
  ...DEFAULT_CERTIFICATE_TEMPLATE,
  signatureUrl: null,
  logoUrl: `${PATH}/logo?v=0123456789ab`,
  organizationLogo: false,
  ...change,
});

type Server = {
  template?: () => [number, unknown?];
  save?: (body: CertificateTemplateInput) => [number, unknown?];
};

function serve({ template = () => [200, savedTemplate()], save = (body) => [200, savedTemplate(body)] }: Server = {}) {
  return stubApi((call) => {
    const is = (method: string, path: string) => call.method === method && call.path.split('?')[0] === path;
    if (is('GET', PATH)) return json(...template());
    if (is('PUT', PATH)) return json(...save(call.body as CertificateTemplateInput));
    if (is('POST', `${PATH}/preview`)) return new Response('%PDF-1.7 sample', { status: 200 });
    if (is('DELETE', `${PATH}/logo`)) return json(200, savedTemplate({ logoUrl: null, organizationLogo: true }));
    return undefined;
  });
}

const open = () =>
  openSignedIn('CourseCoordinator', '/design/:courseId', <TemplateSection courseId={COURSE} />, `/design/${COURSE}`);

const previews = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith(`${PATH}/preview`));
const type = (field: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(field, { target: { value } }));
const section = () => screen.findByRole('region', { name: 'Certificate design' }, { timeout: 3000 });

/**
 * The serious and critical accessibility violations in `node`, its frames left out (jsdom cannot enter a blob: frame;
 * the frame's own title is checked). Colour contrast is not measured in jsdom.
 */
async function seriousViolations(node: Element) {
  const results = await axe.run(node, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

let made = 0;
beforeEach(() => {
  made = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => `blob:preview-${++made}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(resetPage);

describe('certificate design', () => {
  it('shows the saved design and a live preview of the form as it is, with a link to open it; axe clean', async () => {
    const calls = serve();
    const { container } = await open();
    const layouts = await within(await section()).findByRole('radiogroup', { name: 'Layout' });
    expect(
      within(layouts)
        .getByRole('radio', { name: /Classic/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect((screen.getByLabelText(/^Text color/) as HTMLInputElement).value).toBe('#1c2129');
    expect((screen.getByRole('checkbox', { name: 'Date of issue' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('This course’s own logo is shown.')).toBeTruthy();

    const frame = await screen.findByTitle('Preview of a sample certificate (PDF)', {}, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByRole('link', { name: 'Open the preview (PDF)' }).getAttribute('href')).toBe('blob:preview-1');
    expect(previews(calls).map((c) => c.body)).toEqual([DEFAULT_CERTIFICATE_TEMPLATE]);
    expect(await seriousViolations(container)).toEqual([]);

    // A change is previewed once the form rests, unsaved.
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Modern/ })));
    await type(screen.getByLabelText('Signer’s name'), 'Kari Nordmann');
    await waitFor(() => expect(frame.getAttribute('src')).toBe('blob:preview-2'), { timeout: 3000 });
    expect(previews(calls).at(-1)?.body).toEqual({
      ...DEFAULT_CERTIFICATE_TEMPLATE,
      layout: 'modern',
      signerName: 'Kari Nordmann',
    });
    expect(previews(calls)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a text color too light is refused on its field and not previewed; Save sends the design', async () => {
    const calls = serve();
    open();
    await screen.findByTitle('Preview of a sample certificate (PDF)', {}, { timeout: 3000 });
    const text = screen.getByLabelText(/^Text color/);
    await type(text, '#999999');
    await act(async () => void fireEvent.blur(text));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save design' })));
    expect(await screen.findByText(/This text color is too light to read on white/)).toBeTruthy();
    expect(screen.getByText('Correct the marked fields to update the preview.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(previews(calls)).toHaveLength(1);

    await type(text, '#222222');
    await act(async () => void fireEvent.click(screen.getByRole('checkbox', { name: /Issuer/ })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save design' })));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULT_CERTIFICATE_TEMPLATE,
      textColor: '#222222',
      showIssuer: false,
    });
  });

  it('shows the server’s refusal on its field, in Norwegian', async () => {
    await speakNorwegian();
    serve({
      save: () => [
        400,
        {
          code: 'VALIDATION',
          message: CERTIFICATE_ACCENT_CONTRAST_LOW,
          details: [{ path: 'accentColor', message: CERTIFICATE_ACCENT_CONTRAST_LOW }],
        },
      ],
    });
    open();
    const signer = await screen.findByLabelText('Navn på den som signerer');
    await type(signer, 'Kari');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Lagre utforming' })));
    expect(await screen.findByText(/Aksentfargen er for lys på hvitt/)).toBeTruthy();
  });

  it('removes the course’s logo: the organization’s is shown instead', async () => {
    const calls = serve();
    open();
    await section();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Remove logo' })));
    expect(await screen.findByText('The organization’s logo is shown.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${PATH}/logo`]);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
  });
});
