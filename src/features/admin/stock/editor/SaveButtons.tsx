// The dialog's save buttons: 'Save as draft' (staff only, on no public page) beside the main one,
// which publishes: 'Add Vehicle' for a new car, 'Publish' for a draft, 'Update Vehicle' for a listed car.
import { buttonClass } from '~/components/ui/button-classes';

export type SaveIntent = 'draft' | 'publish';

/** Which button submitted the form (its value); 'publish' for Enter in a field. */
export const saveIntentOf = (submitter: unknown): SaveIntent =>
  submitter instanceof HTMLButtonElement && submitter.value === 'draft' ? 'draft' : 'publish';

interface Props {
  editing: boolean;
  /** The car starts as a draft (a draft being edited, or a duplicate). */
  draft: boolean;
  saving: boolean;
  /** Saving is held back (another person's newer version awaits the user's choice). */
  blocked?: boolean;
  /** What the pressed button reads while saving. */
  busyLabel: string;
  intent: SaveIntent | null;
}

export default function SaveButtons({ editing, draft, saving, blocked = false, busyLabel, intent }: Props) {
  const main = draft ? 'Publish' : editing ? 'Update Vehicle' : 'Add Vehicle';
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="draft"
        className={buttonClass('outline', 'md')}
        disabled={saving || blocked}
      >
        {saving && intent === 'draft' ? busyLabel : 'Save as draft'}
      </button>
      <button
        type="submit"
        name="intent"
        value="publish"
        className={buttonClass('primary', 'md')}
        disabled={saving || blocked}
      >
        {saving && intent !== 'draft' ? busyLabel : main}
      </button>
    </>
  );
}
