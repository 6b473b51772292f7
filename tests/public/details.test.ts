import { describe, expect, it } from 'vitest';
import { normaliseDetails } from '~/lib/vehicle/details';
import { en } from '~/i18n/en';

describe('normaliseDetails', () => {
  it('keeps a plain string as text', () => {
    expect(normaliseDetails('Full service history.')).toEqual({ kind: 'text', text: 'Full service history.' });
  });
  it('normalises the object shape, filling missing lists and dropping blanks', () => {
    expect(normaliseDetails({ exterior: [' LED ', ''], interior: ['Leather'] })).toEqual({
      kind: 'lists', exterior: ['LED'], interior: ['Leather'], drivetrain: [],
    });
  });
  it('parses an object stored as JSON text and tolerates junk', () => {
    expect(normaliseDetails('{"exterior":["A"],"interior":[],"drivetrain":["AWD"]}')).toEqual({
      kind: 'lists', exterior: ['A'], interior: [], drivetrain: ['AWD'],
    });
    expect(normaliseDetails(null)).toEqual({ kind: 'lists', exterior: [], interior: [], drivetrain: [] });
    expect(normaliseDetails('')).toEqual({ kind: 'lists', exterior: [], interior: [], drivetrain: [] });
  });
  it('words the empty tab texts as docs/product.md does', () => {
    expect(en['tabs.emptyExterior']).toBe('No exterior details available.');
    expect(en['tabs.emptyDrivetrain']).toBe('No drivetrain details available.');
  });
});
