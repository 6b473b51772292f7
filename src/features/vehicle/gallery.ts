// <vehicle-gallery>: Gallery.astro's behaviour. Thumbnails, arrow keys and horizontal swipes change
// the large image; a tap or click on it, Enter, or the expand button open the full-screen viewer
// (FullscreenGallery.tsx, loaded then). Its words come with its markup (data-label, data-alt).
import { fmt } from '~/lib/format';
import { thumbClass } from './thumb-class';
import { vehicleWords } from './vehicle-words';

class VehicleGallery extends HTMLElement {
  private index = 0;
  private startX: number | null = null;
  private opener: HTMLElement | null = null;

  private get thumbs(): HTMLButtonElement[] {
    return Array.from(this.querySelectorAll<HTMLButtonElement>('button[data-src]'));
  }
  private get images(): string[] {
    const thumbs = this.thumbs.map((b) => b.dataset.src ?? '');
    return thumbs.length > 0 ? thumbs : [this.querySelector('img')?.getAttribute('src') ?? ''];
  }
  private get carousel(): HTMLElement | null {
    return this.querySelector<HTMLElement>('[data-carousel]');
  }

  connectedCallback(): void {
    const carousel = this.carousel;
    if (!carousel) return;
    this.addEventListener('keydown', (e) => this.onKey(e));
    this.addEventListener('click', (e) => {
      const target = e.target instanceof Element ? e.target.closest('button') : null;
      if (!target) return;
      if (target.hasAttribute('data-expand')) this.open();
      else if (target.dataset.src !== undefined) this.show(this.thumbs.indexOf(target));
    });
    carousel.addEventListener('pointerdown', (e) => {
      if (!(e.target instanceof Element && e.target.closest('[data-expand]'))) this.startX = e.clientX;
    });
    carousel.addEventListener('pointercancel', () => (this.startX = null));
    carousel.addEventListener('pointerup', (e) => {
      if (this.startX === null) return;
      const dx = e.clientX - this.startX;
      this.startX = null;
      if (Math.abs(dx) > 40)
        this.go(dx < 0 ? 1 : -1); // a deliberate swipe, not a tap
      else if (Math.abs(dx) < 8 && e.button === 0) this.open(); // a tap or click opens the viewer
    });
  }

  private onKey(e: KeyboardEvent): void {
    const inStrip = e.target instanceof Element && e.target.closest('ul') !== null;
    if (e.target !== this.carousel && !inStrip) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      this.go(e.key === 'ArrowRight' ? 1 : -1);
    } else if (e.key === 'Enter' && e.target === this.carousel) {
      e.preventDefault();
      this.open();
    }
  }

  private go(delta: number): void {
    const n = this.images.length;
    this.show((this.index + delta + n) % n);
  }

  private show(i: number): void {
    const images = this.images;
    if (i < 0 || i >= images.length) return;
    this.index = i;
    const vars = { name: this.dataset.name ?? '', n: i + 1, total: images.length };
    const img = this.querySelector<HTMLImageElement>('[data-testid="gallery-main"]');
    if (img) {
      // The chosen photo's widths first, so the browser does not fetch the old srcset's pick.
      const srcset = this.thumbs[i]?.dataset.srcset;
      if (srcset) img.srcset = srcset;
      else img.removeAttribute('srcset');
      img.src = images[i] ?? '';
      img.alt = fmt(this.dataset.alt ?? '', vars);
    }
    this.carousel?.setAttribute('aria-label', fmt(this.dataset.label ?? '', vars));
    this.thumbs.forEach((b, k) => {
      if (k === i) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
      b.className = thumbClass(k === i);
    });
  }

  private open(): void {
    const active = document.activeElement;
    this.opener = active instanceof HTMLElement && active !== document.body ? active : this.carousel;
    void Promise.all([vehicleWords(), import('./FullscreenGallery')]).then(([t, viewer]) => {
      if (!t) return;
      viewer.showViewer(t, {
        images: this.images,
        name: this.dataset.name ?? '',
        index: this.index,
        onIndexChange: (i) => this.show(i),
        returnFocus: () => this.opener,
      });
    });
  }
}

if (!customElements.get('vehicle-gallery')) customElements.define('vehicle-gallery', VehicleGallery);
