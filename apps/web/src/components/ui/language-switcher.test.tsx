import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { theme } from '../../app/theme';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, setupI18n } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const spyOnChangeLanguage = () => vi.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);

describe('LanguageSwitcher', () => {
  it('is a native select named Language with one option a language', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Norsk']);
  });

  it('switches the language when another option is chosen, and shows the choice while it loads', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    const change = spyOnChangeLanguage();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    fireEvent.change(select, { target: { value: 'no' } });
    expect(change).toHaveBeenCalledWith('no');
    expect(select.value).toBe('no');
  });

  describe('in a prerendered page', () => {
    const app = (
      <MantineProvider theme={theme}>
        <LanguageSwitcher />
      </MantineProvider>
    );
    const prerender = async () => {
      await setupI18n();
      const root = document.createElement('div');
      root.innerHTML = renderToString(app);
      document.body.append(root);
      return { root, select: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }) };
    };
    const hydrate = (root: HTMLElement) =>
      act(async () => {
        hydrateRoot(root, app);
      });

    it('applies a language chosen before the app took the page over', async () => {
      const { root, select } = await prerender();
      select.value = 'no';
      const change = spyOnChangeLanguage();
      await hydrate(root);
      expect(change).toHaveBeenCalledWith('no');
    });

    it('takes no option the server marked selected for a choice', async () => {
      const { root, select } = await prerender();
      for (const option of select.options) option.defaultSelected = option.value === 'no';
      const change = spyOnChangeLanguage();
      await hydrate(root);
      expect(change).not.toHaveBeenCalled();
    });
  });
});
