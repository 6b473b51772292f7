// <loan-calculator>: recomputes LoanCalculator.astro's figures as the visitor types, with the same
// words and numbers the build printed (loan-view.ts). A copy filled for another car (the live
// view) starts again from that car's price and the terms for its age.
import { formatPrice } from '~/lib/format';
import type { LoanStrings } from './strings';
import { loanTerms } from '~/lib/vehicle/loan';
import {
  NO_FIGURE,
  TENURE_CHOICES,
  initialLoanFields,
  loanView,
  money,
  pctText,
  tenureOffered,
  termsNote,
  yearsLabel,
  type LoanFields,
} from './loan-view';
import { vehicleWords } from './vehicle-words';

const setText = (el: Element | null, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

class LoanCalculator extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('input', () => void this.update());
    this.addEventListener('change', () => void this.update());
    this.querySelector('form')?.addEventListener('submit', (e) => e.preventDefault());
    if (this.shown() !== this.dataset.rendered) void this.update(true);
  }

  /** The car the element is for: its price and year. */
  private shown(): string {
    return `${this.dataset.price} ${this.dataset.year}`;
  }

  private field(name: string): HTMLInputElement | HTMLSelectElement | null {
    return this.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  }

  private async update(reset = false): Promise<void> {
    const t: LoanStrings | null = await vehicleWords();
    if (!t) return;
    const price = Number(this.dataset.price);
    const year = Number(this.dataset.year);
    const terms = loanTerms(year);
    const down = this.field('down');
    const years = this.field('years');
    const rate = this.field('rate');
    if (!down || !years || !rate) return;
    if (reset) {
      const initial = initialLoanFields(price, terms);
      // Only the tenures offered for this car (the live view's car may differ from the one rendered).
      years.replaceChildren(
        ...TENURE_CHOICES.filter((y) => tenureOffered(y, terms)).map((y) => new Option(yearsLabel(y, t), String(y))),
      );
      const note = termsNote(year, terms, t);
      const noBank = this.querySelector<HTMLElement>('[data-testid="loan-no-bank"]');
      if (noBank) {
        noBank.hidden = terms.bank;
        noBank.textContent = terms.bank ? '' : note;
      }
      const termsHint = this.querySelector<HTMLElement>('#loan-years-hint');
      if (termsHint) {
        termsHint.hidden = !terms.bank;
        termsHint.textContent = terms.bank ? note : '';
      }
      down.value = initial.down;
      years.value = String(initial.years);
      rate.value = initial.rate;
      const priceField = this.querySelector<HTMLInputElement>('#loan-price');
      if (priceField) priceField.value = formatPrice(price);
      this.dataset.rendered = this.shown();
    }
    const fields: LoanFields = { down: down.value, years: Number(years.value), rate: rate.value };
    const view = loanView(price, fields, t, terms);
    const e = view.estimate;
    const hint = (input: Element, id: string, text: string, error: string | null): void => {
      if (error) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      const p = this.querySelector(`#${id}`);
      setText(p, text);
      p?.classList.toggle('text-red-300', Boolean(error));
      p?.classList.toggle('text-cream-dim', !error);
    };
    hint(down, 'loan-down-hint', view.downHint, view.downError);
    hint(rate, 'loan-rate-hint', view.rateHint, view.rateError);
    setText(this.querySelector('#loan-reducing-heading'), view.reducingHeading);
    setText(this.querySelector('#loan-flat-heading'), view.flatHeading);
    const figure = (id: string, n: number | undefined): void =>
      setText(this.querySelector(`[data-testid="${id}"]`), e && n !== undefined ? money(n) : NO_FIGURE);
    figure('loan-monthly', e?.reducing.monthly);
    figure('loan-interest', e?.reducing.totalInterest);
    figure('loan-total', e?.reducing.totalPayable);
    figure('flat-monthly', e?.flat.monthly);
    figure('flat-interest', e?.flat.totalInterest);
    figure('flat-total', e?.flat.totalPayable);
    setText(this.querySelector('[data-testid="flat-eir"]'), e ? pctText(e.flatEir) : NO_FIGURE);
    const difference = this.querySelector<HTMLElement>('[data-testid="loan-difference"]');
    if (difference) difference.hidden = !e;
    if (e) setText(this.querySelector('#loan-difference'), money(e.flat.totalInterest - e.reducing.totalInterest));
    setText(this.querySelector('[data-testid="loan-summary"]'), view.summary);
  }
}

if (!customElements.get('loan-calculator')) customElements.define('loan-calculator', LoanCalculator);
