// The staff search's placeholder is read whole on a phone and on a desktop (at 390 px it
// was clipped to '…stock numb'). Its width is measured in the field's own font.
import { expect, test, type Locator } from '@playwright/test';
import { adminReady, createAccount, signInPage } from '../support/e2e/staff';

/** How far the placeholder runs past the field's text box, in px (negative: room to spare). */
const overflow = (field: Locator): Promise<number> =>
  field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width - room;
  });

test('the staff search placeholder fits at 390 and 1440 px', async ({ page }) => {
  await signInPage(page, await createAccount('Fit'));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/manage-inventory');
    const search = page.getByLabel('Search vehicles by make, model or stock number');
    // The first cards draw a disabled search the admin then replaces: measure the admin's own.
    await adminReady(page);
    await expect(search).toHaveAttribute('placeholder', 'Make, model or stock number');
    expect(await overflow(search), `at ${width} px`).toBeLessThan(0);
  }
});
