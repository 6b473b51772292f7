import { buttonClass } from '~/components/ui/button-classes';

export default function NotFound({ title = 'Vehicle not found', text }: { title?: string; text?: string }) {
  return (
    <div className="shell flex flex-col items-center py-28 text-center">
      <p className="eyebrow">Inventory</p>
      <h1 className="mt-3 font-display text-4xl text-cream sm:text-5xl">{title}</h1>
      {text && <p className="mt-4 max-w-md text-cream-muted">{text}</p>}
      <a href="/inventory" className={buttonClass('primary', 'lg', 'mt-10')}>Back to Inventory</a>
    </div>
  );
}
