// /saved's list of saved searches (SavedSearches.astro): each opens the inventory with
// its new cars marked, and can be renamed or removed. Other tabs' changes show on their next draw.
import { readSearches, saveSearches, type SavedSearch } from '~/components/returning/stores';
import { searchHref } from '~/components/returning/search-href';
import { fmt } from '~/lib/format';

export function startSavedSearches(): void {
  const root = document.querySelector<HTMLElement>('[data-saved-searches]');
  const list = root?.querySelector<HTMLElement>('[data-saved-searches-list]');
  const row = root?.querySelector<HTMLTemplateElement>('template[data-saved-search-row]');
  if (!root || !list || !row) return;
  const inventory = root.dataset.inventory ?? '/inventory';

  const update = (id: string, change: (s: SavedSearch) => SavedSearch | null): void =>
    saveSearches(readSearches().flatMap((s) => (s.id === id ? (change(s) ?? []) : [s])));

  const draw = (focusId?: string): void => {
    const searches = readSearches();
    root.hidden = searches.length === 0;
    list.replaceChildren(
      ...searches.map((s) => {
        const li = (row.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
        const open = li.querySelector<HTMLAnchorElement>('[data-open]');
        const form = li.querySelector<HTMLFormElement>('[data-rename-form]');
        const input = li.querySelector<HTMLInputElement>('[data-rename-input]');
        const rename = li.querySelector<HTMLButtonElement>('[data-rename]');
        const remove = li.querySelector<HTMLButtonElement>('[data-remove]');
        if (!open || !form || !input || !rename || !remove) return li;
        open.href = searchHref(inventory, s);
        open.textContent = s.name;
        rename.setAttribute('aria-label', fmt(root.dataset.renameOf ?? '', { name: s.name }));
        remove.setAttribute('aria-label', fmt(root.dataset.removeOf ?? '', { name: s.name }));
        rename.addEventListener('click', () => {
          open.hidden = true;
          rename.hidden = true;
          form.hidden = false;
          input.value = s.name;
          input.focus();
          input.select();
        });
        form.addEventListener('submit', (e) => {
          e.preventDefault();
          const name = input.value.trim();
          if (name) update(s.id, (x) => ({ ...x, name }));
          draw(s.id);
        });
        remove.addEventListener('click', () => {
          update(s.id, () => null);
          draw();
          root.querySelector<HTMLElement>('h2')?.focus();
        });
        if (focusId === s.id) queueMicrotask(() => rename.focus());
        return li;
      }),
    );
  };
  root.querySelector('h2')?.setAttribute('tabindex', '-1');
  draw();
}
