import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { type CvSource, composeCv } from '@talentpath/contracts/cv';
import { renderWithProviders } from '../../../test/render';
import { type CvChoice, CvChoices, fullChoice } from './cv-choices';
import { CvPreview } from './cv-preview';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SOURCE: CvSource = {
  person: { id: id(1), name: 'Åse Ødegård' },
  about: {
    headline: 'Utvikler på blåbærprosjektet',
    location: 'Tromsø',
    email: 'ase@example.test',
    bio: 'Ti år med TypeScript.',
    languages: [{ language: 'Norsk', level: 'native' }],
    links: [{ label: 'GitHub', url: 'https://github.com/ase' }],
  },
  skills: [
    { technology: { id: id(10), name: 'React' }, level: 4, verified: true },
    { technology: { id: id(11), name: 'Go' }, level: 2, verified: false },
  ],
  projects: [
    { project: { id: id(20), name: 'Fjordkraft' }, role: 'Arkitekt', startDate: '2025-01-01', endDate: null },
    { project: { id: id(21), name: 'Ruter' }, role: 'Utvikler', startDate: '2024-01-01', endDate: '2024-12-31' },
  ],
  courses: [{ course: { id: id(30), title: 'Sikker koding' }, completedAt: '2025-03-12T10:00:00.000Z' }],
};

/** The page's pair: the choices and the preview they drive. */
function Harness({ source = SOURCE }: { source?: CvSource }) {
  const [choice, setChoice] = useState<CvChoice>(() => fullChoice(source, 'en'));
  return (
    <>
      <CvChoices source={source} choice={choice} onChange={setChoice} />
      <CvPreview doc={composeCv(source, choice)} language={choice.language} label="Preview of the CV" />
    </>
  );
}

const preview = () => screen.getByRole('article', { name: 'Preview of the CV' });

describe('the /cv choices and preview', () => {
  it('start with everything chosen, and the preview shows it all', async () => {
    await renderWithProviders(<Harness />);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(true);
    const cv = within(preview());
    for (const text of [
      'Åse Ødegård',
      'Utvikler på blåbærprosjektet',
      'Tromsø · ase@example.test',
      'Fjordkraft',
      'Sikker koding',
    ])
      expect(cv.getByText(text)).toBeTruthy();
    expect(cv.getByRole('heading', { name: 'Skills' })).toBeTruthy();
    expect(cv.getByLabelText('verified')).toBeTruthy();
  });

  it('leave out an unticked section, project or skill', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed courses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ruter · Utvikler' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Go' }));
    const cv = within(preview());
    expect(cv.queryByText('Sikker koding')).toBeNull();
    expect(cv.queryByText('Ruter')).toBeNull();
    expect(cv.queryByText('Go')).toBeNull();
    expect(cv.getByText('Fjordkraft')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skills' }));
    expect(screen.queryByRole('checkbox', { name: 'React' })).toBeNull();
    expect(within(preview()).queryByRole('heading', { name: 'Skills' })).toBeNull();
  });

  it('anonymised: no name, e-mail, location or links; in Norwegian the document says "Kandidat"', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('switch', { name: /Anonymized for a tender/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Norwegian' }));
    const sheet = preview();
    expect(within(sheet).getByRole('heading', { name: 'Kandidat' })).toBeTruthy();
    for (const personal of ['Åse', 'ase@example.test', 'Tromsø', 'github.com'])
      expect(sheet.textContent).not.toContain(personal);
    expect(within(sheet).getByRole('heading', { name: 'Kompetanse' })).toBeTruthy();
  });

  it('cannot choose a part the person hides from the caller', async () => {
    await renderWithProviders(<Harness source={{ ...SOURCE, about: null, courses: null }} />);
    expect((screen.getByRole('checkbox', { name: 'Summary (hidden from you)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Completed courses (hidden from you)' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(preview()).getByText('Consultant')).toBeTruthy();
  });
});
