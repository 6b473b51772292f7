// The dealer's own words on a live site: testimonials from the setting (or none), the logo's initial.
import { describe, expect, it } from 'vitest';
import { brandInitial, dealerSettingProblems, parseTestimonials } from '~/config/dealer-settings';

describe('parseTestimonials', () => {
  it('reads the list, trimmed, and nothing from an empty setting', () => {
    expect(parseTestimonials('[{"quote":" Fair price. ","name":"Farid Hakim","car":"2021 Porsche Cayenne"}]')).toEqual([
      { quote: 'Fair price.', name: 'Farid Hakim', car: '2021 Porsche Cayenne' },
    ]);
    expect(parseTestimonials('  ')).toEqual([]);
  });
  it('says what is wrong', () => {
    expect(() => parseTestimonials('Fair price')).toThrow(
      'is not JSON: write [{"quote": "…", "name": "…", "car": "…"}]',
    );
    expect(() => parseTestimonials('[{"quote":"Fair","name":"Farid"}]')).toThrow('testimonial 1 has no "car"');
  });
  it('stops a live build with a broken setting', () => {
    const env = {
      PUBLIC_SITE_MODE: 'live',
      PUBLIC_DEALER_PHONE: '+60 3-2141 8888',
      PUBLIC_DEALER_EMAIL: 'sales@laju.example',
      PUBLIC_DEALER_STREET: '8 Jalan Ampang',
      PUBLIC_DEALER_CITY: 'Kuala Lumpur',
      PUBLIC_DEALER_TESTIMONIALS_MS: '{}',
    };
    const read = (name: string): string =>
      (env as Record<string, string>)[name] ??
      ({ PUBLIC_DEALER_HOURS: 'mon-fri 10:00-19:00', PUBLIC_DEALER_MAP: '3.1,101.7', PUBLIC_DEALER_MAKES: 'BMW' } as
        Record<string, string>)[name] ??
      '';
    expect(dealerSettingProblems(env, read)).toEqual([
      'PUBLIC_DEALER_TESTIMONIALS_MS: must be a list: [{"quote": "…", "name": "…", "car": "…"}]',
    ]);
  });
});

describe('brandInitial', () => {
  it('is the brand’s first letter, upper-case', () => {
    expect(brandInitial('Laju Prestige Motors')).toBe('L');
    expect(brandInitial(' mewah')).toBe('M');
  });
});
