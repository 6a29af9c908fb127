import { TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { adminPageTitle } from '../../../../shared/domain/site';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import { StatePanel } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { contentTypeOf, type ImportReport, type UploadProgress, uploadImport } from './api/upload-import';
import { DropZone } from './drop-zone';
import { ImportHelp } from './import-help';
import { importFailedMessage, isAcceptedFile, wrongTypeMessage } from './import-messages';
import { ImportProgressBar } from './import-progress-bar';
import { ImportReportView } from './import-report';

type Stage =
  | { step: 'choose' }
  | { step: 'importing'; progress: UploadProgress }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string };

/** /admin/import: upload a JSON or NDJSON file, follow the import on a progress bar, read the report. */
export function AdminImportPage() {
  usePageMeta(adminPageTitle('Import'), 'Import analysed videos into the Hookshelf library.');
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);

  const choose = (picked: File) => {
    if (!isAcceptedFile(picked.name)) {
      setRefused(wrongTypeMessage(picked.name));
      return;
    }
    setRefused(null);
    setFile(picked);
  };

  const start = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setStage({ step: 'importing', progress: { bytesSent: 0, total: file.size, server: null } });
    try {
      const report = await uploadImport(
        file,
        await contentTypeOf(file),
        (progress) => setStage({ step: 'importing', progress }),
        controller.signal,
      );
      setStage({ step: 'done', report });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ step: 'failed', message: importFailedMessage(error) });
    }
  };

  const reset = () => {
    abort.current?.abort();
    setFile(null);
    setRefused(null);
    setStage({ step: 'choose' });
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-semibold text-indigo-700">Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Import</h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">
          Add or update analysed videos from a JSON or NDJSON file. New videos appear in the library as each
          batch is saved.
        </p>
      </header>

      {stage.step === 'choose' && (
        <>
          <DropZone file={file} onFile={choose} />
          {refused && (
            <p role="alert" className="text-sm font-medium text-rose-700">
              {refused}
            </p>
          )}
          <div>
            <button type="button" className={PRIMARY_BUTTON} disabled={!file} onClick={() => void start()}>
              Import
            </button>
          </div>
          <ImportHelp />
        </>
      )}

      {stage.step === 'importing' && <ImportProgressBar progress={stage.progress} />}

      {stage.step === 'done' && file && (
        <>
          <ImportReportView report={stage.report} fileName={file.name} />
          <div>
            <button type="button" className={PRIMARY_BUTTON} onClick={reset}>
              Import another file
            </button>
          </div>
        </>
      )}

      {stage.step === 'failed' && (
        <StatePanel
          tone="error"
          icon={TriangleAlert}
          title="The import did not finish"
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="button" className={PRIMARY_BUTTON} onClick={() => void start()}>
                Try Again
              </button>
              <button type="button" className={SECONDARY_BUTTON} onClick={reset}>
                Choose another file
              </button>
            </div>
          }
        >
          {stage.message}
        </StatePanel>
      )}
    </div>
  );
}
