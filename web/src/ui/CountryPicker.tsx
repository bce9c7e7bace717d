import { Combobox, InputBase, ScrollArea, useCombobox } from '@mantine/core';
import { countryName, countryOptions, foldCountryText, isCountryCode, searchCountries } from '@storysong/core';
import { type FocusEvent, type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CountryPickerProps {
  label: string;
  /** An ISO code once a country is chosen; otherwise the text as typed ('' when empty). */
  value: string;
  onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  error?: string;
  required?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** False inside a dialog, so the list scrolls with its input. */
  withinPortal?: boolean;
}

/**
 * The one country field: type to search the countries named in the visitor's language (accents,
 * hyphens and apostrophes do not matter), pick one, and the form holds its ISO code. Text that
 * names no country stays as typed, so the form's schema can say what is wrong with it.
 */
export function CountryPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  name,
  inputRef,
  withinPortal,
}: CountryPickerProps) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = (stored: string) => (isCountryCode(stored) ? countryName(stored, locale) : stored);
  const [search, setSearch] = useState(() => shown(value));

  /** The country the text names exactly in the visitor's language, else the text itself. */
  const resolve = (text: string) => {
    const folded = foldCountryText(text);
    return countryOptions(locale).find((o) => o.folded === folded)?.code ?? text.trim();
  };

  // A value set from outside (a restored draft, a reset form, another language) shows as its name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of value or language re-labels the input
  useEffect(() => {
    if (resolve(search) !== value) setSearch(shown(value));
  }, [value, locale]);

  // Enter picks the best match: the first country the text finds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text, hence the list, changes
  useEffect(() => {
    combobox.selectFirstOption();
  }, [search]);

  const chosen = isCountryCode(value) && search === countryName(value, locale);
  const options = chosen ? countryOptions(locale) : searchCountries(search, locale);

  const choose = (code: string) => {
    setSearch(countryName(code, locale));
    onChange(code);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={withinPortal}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          ref={inputRef}
          name={name}
          label={label}
          description={t('countryPicker.hint')}
          required={required}
          error={error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearch(text);
            onChange(resolve(text));
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={(event) => {
            combobox.closeDropdown();
            if (isCountryCode(value)) setSearch(countryName(value, locale));
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      {/* Hidden when nothing matches, so it never covers the button a visitor taps next; the form's message says what is wrong. */}
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={260} type="scroll">
            {options.map((option) => (
              <Combobox.Option value={option.code} key={option.code} active={option.code === value}>
                {option.name}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
