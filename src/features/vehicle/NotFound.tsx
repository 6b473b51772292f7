import { buttonClass } from '~/components/ui/button-classes';
import SectionHeading from '~/components/ui/SectionHeading';

import type { VehicleText } from '~/i18n/keys';

interface Props {
  page: VehicleText;
  title?: string;
  text?: string;
}

/** 'Vehicle not found' (or another title) in the page's language, with the way back to the inventory. */
export default function NotFound({ page: { t, inventoryHref }, title = t['vehicle.notFound'], text }: Props) {
  return (
    <div className="shell flex flex-col items-center py-28 text-center">
      <SectionHeading eyebrow={t['vehicle.inventory']} size="message" as="h1">
        {title}
      </SectionHeading>
      {text && <p className="mt-4 max-w-md text-cream-muted">{text}</p>}
      <a href={inventoryHref} className={buttonClass('primary', 'lg', 'mt-10')}>
        {t['vehicle.back']}
      </a>
    </div>
  );
}
