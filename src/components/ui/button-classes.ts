// One source for button styling, shared by .astro markup and React islands (staff pages too).
type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// The shape, focus ring and disabled look every button shares: `.btn` in src/styles/global.css.
const base = 'btn';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-ink hover:bg-gold-light',
  outline: 'border border-gold/60 text-gold hover:bg-gold hover:text-ink',
  ghost: 'text-cream hover:bg-white/5',
  danger: 'bg-red-700 text-white hover:bg-red-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 min-h-13 px-8 text-base',
  icon: 'h-10 w-10',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}
