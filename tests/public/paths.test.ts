import { describe, expect, it } from 'vitest';
import { paths } from '~/lib/paths';
import { staffPaths } from '~/lib/staff-paths';

const ID = '3f1c2b7a-9d4e-4c1a-8b2f-0e6d5c4b3a21';

describe('paths', () => {
  it('gives the public pages their addresses, and the Malay twins under /ms', () => {
    expect(paths.home()).toBe('/');
    expect(paths.home('ms')).toBe('/ms/');
    expect(paths.inventory()).toBe('/inventory');
    expect(paths.inventoryPage(3, 'ms')).toBe('/ms/inventory/3');
    expect(paths.vehicle(ID)).toBe(`/vehicle/${ID}`);
    expect(paths.sell()).toBe('/sell');
    expect(paths.saved()).toBe('/saved');
  });

  it('builds /compare with the chosen ids, and bare when none are chosen', () => {
    expect(paths.compare()).toBe('/compare');
    expect(paths.compare([])).toBe('/compare');
    expect(paths.compare(['a', 'b c'])).toBe('/compare?ids=a,b%20c');
  });

  it('builds /auth links: the redirect alone, or several parameters', () => {
    expect(paths.auth()).toBe('/auth');
    expect(paths.authWith({ mode: 'signup', redirect: '/manage-inventory?x=1' })).toBe(
      '/auth?mode=signup&redirect=%2Fmanage-inventory%3Fx%3D1',
    );
  });

  it('hands a vehicle to the live page and reads the id back from a vehicle path', () => {
    expect(paths.vehicleLive(ID)).toBe(`/vehicle-live/?id=${ID}`);
    expect(paths.vehicleIdIn(`/vehicle/${ID}`)).toBe(ID);
    expect(paths.vehicleIdIn(`/vehicle/${ID}/`)).toBe(ID);
    expect(paths.vehicleIdIn('/vehicle/')).toBeNull();
    expect(paths.vehicleIdIn('/vehicle/a/b')).toBeNull();
    expect(paths.vehicleIdIn('/vehicle-live/')).toBeNull();
    expect(paths.vehicleIdIn('/inventory/2')).toBeNull();
  });

  it('names the staff pages, the index file and the sitemap', () => {
    expect(staffPaths.manageInventory()).toBe('/manage-inventory');
    expect(staffPaths.staffPage('inventory')).toBe('/manage-inventory');
    expect(staffPaths.staffPage('leads')).toBe('/manage-inventory/leads');
    expect(staffPaths.staffPage('account')).toBe('/manage-inventory/account');
    expect(paths.inventoryIndex()).toBe('/inventory-index.json');
    expect(paths.sitemap()).toBe('/sitemap.xml');
  });

  it("opens a car's editor from a link and reads the id back from the inventory's query", () => {
    expect(staffPaths.editVehicle(ID)).toBe(`/manage-inventory?edit=${ID}`);
    expect(staffPaths.editVehicle('a b')).toBe('/manage-inventory?edit=a%20b');
    expect(staffPaths.editVehicleIn(`?edit=${ID}`)).toBe(ID);
    expect(staffPaths.editVehicleIn('?edit=a%20b')).toBe('a b');
    expect(staffPaths.editVehicleIn('?view=table')).toBeNull();
  });
});
