import { buttonClass } from '~/components/ui/button-classes';
import { paths } from '~/lib/paths';
import SectionHeading from '~/components/ui/SectionHeading';

export default function NotFound({ title = 'Vehicle not found', text }: { title?: string; text?: string }) {
  return (
    <div className="shell flex flex-col items-center py-28 text-center">
      <SectionHeading eyebrow="Inventory" size="message" as="h1">{title}</SectionHeading>
      {text && <p className="mt-4 max-w-md text-cream-muted">{text}</p>}
      <a href={paths.inventory()} className={buttonClass('primary', 'lg', 'mt-10')}>Back to Inventory</a>
    </div>
  );
}
