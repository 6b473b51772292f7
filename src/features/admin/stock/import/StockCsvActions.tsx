// 'Import CSV' and 'Export CSV' beside 'Add Vehicle': the export writes every live vehicle (drafts
// too) in the import's columns, so export → edit in a spreadsheet → import round-trips. The CSV
// code (papaparse) loads on first use, not with the staff list.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase, restSourceOf } from '~/data/supabase';
import { exportVehicles } from '~/data/vehicles/browser';
import { STAFF_WORDS } from '~/lib/staff-words';
import { downloadText } from '~/features/admin/shared/download';
import { $staffRole, can } from '~/features/admin/workspace/staff-role';

const ImportDialog = lazy(() => import('./ImportDialog'));
const BulkPhotosDialog = lazy(() => import('./BulkPhotosDialog'));
const RecentImports = lazy(() => import('./RecentImports'));

export default function StockCsvActions() {
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState(false);
  const [addingPhotos, setAddingPhotos] = useState(false);
  const [exporting, setExporting] = useState(false);
  const mayImport = can(useStore($staffRole)).import;

  async function exportAll() {
    setExporting(true);
    try {
      const client = getSupabase();
      const [vehicles, { vehiclesToCsv }] = await Promise.all([
        exportVehicles(restSourceOf(client)),
        import('~/lib/staff/vehicle/csv'),
      ]);
      downloadText(`vehicles-${new Date().toISOString().slice(0, 10)}.csv`, vehiclesToCsv(vehicles));
    } catch {
      void notify('error', STAFF_WORDS.vehicle.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      {mayImport && (
        <button type="button" className={buttonClass('outline', 'md')} onClick={() => setImporting(true)}>
          Import CSV
        </button>
      )}
      {mayImport && (
        <button type="button" className={buttonClass('outline', 'md')} onClick={() => setHistory(true)}>
          {STAFF_WORDS.import.recent}
        </button>
      )}
      <button
        type="button"
        className={buttonClass('outline', 'md')}
        disabled={exporting}
        onClick={() => void exportAll()}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
      <button type="button" className={buttonClass('outline', 'md')} onClick={() => setAddingPhotos(true)}>
        Add Photos
      </button>
      {addingPhotos && (
        <Suspense fallback={null}>
          <BulkPhotosDialog onClose={() => setAddingPhotos(false)} />
        </Suspense>
      )}
      {history && (
        <Suspense fallback={null}>
          <RecentImports onClose={() => setHistory(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
