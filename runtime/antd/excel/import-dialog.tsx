// The Excel import dialog (spec 001 §2.5 导入EXCEL width 600, §4.7, §5.6, §7.6): one .xls/.xlsx workbook
// (anything else refused when chosen), 校验 (validate only: a dry run previewed here, nothing written)
// off at every opening, 全部正确才导入 (mode=all), 仅新增 / 仅更新 / 新增并更新 (updateMode: rows naming a
// stored record by ID or unique key), the start button disabled without a file. While it
// runs the upload percent and then the server's progress show, everything but Cancel is disabled and
// Cancel (or Escape) aborts. Answers are shown by import-outcome.tsx; rows written close the dialog
// and call onImported.
import { InboxOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Radio, Switch, Typography, Upload, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import type { ImportOptions } from '../../core/data-provider.ts';
import type { ImportResult, ImportUpdateMode } from '../../core/excel-wire.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportProgress } from './import-progress.tsx';
import { useImportOutcome } from './import-outcome.tsx';
import { useImportRun } from './use-import-run.ts';

// The file chooser offers workbooks only; a dropped file of another kind reaches beforeUpload too
// ('native' filter) and is refused there with a message instead of silently.
const ACCEPT = { format: '.xls,.xlsx', filter: 'native' } as const;
const isWorkbook = (name: string) => /\.xlsx?$/i.test(name);

export interface ImportDialogProps {
  open: boolean;
  entityName: string;
  /** Fixed options of this import (a detail import under its master: foreignKeys). */
  options?: Pick<ImportOptions, 'isSingleTableImport' | 'foreignKeys'>;
  onClose(): void;
  /** Rows may have been written: refresh what shows them. */
  onImported(): void;
}

interface Choice {
  file?: File & { uid: string };
  validate: boolean;
  all: boolean;
  updateMode: ImportUpdateMode;
}
const FRESH: Choice = { validate: false, all: false, updateMode: 'add' };

export function ImportDialog({ open, entityName, options, onClose, onImported }: ImportDialogProps) {
  const t = useT();
  const { message } = useFeedback();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(FRESH);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  // Every opening starts afresh (§4.7: the file list reset, validation off).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoice(FRESH);
      setPreview(null);
    }
  }
  const run = useImportRun(entityName);
  const outcome = useImportOutcome();
  const { file, validate, all, updateMode } = choice;

  const start = async () => {
    if (!file) return;
    setPreview(null);
    try {
      const answer = await run.start(file, {
        ...options,
        dryRun: validate,
        mode: all ? 'all' : undefined,
        updateMode,
      });
      if (!answer) return;
      if (answer.result?.dryRun) {
        setPreview(answer.result);
        // The preview is done: the next click imports for real.
        setChoice((c) => ({ ...c, validate: false }));
      } else if (outcome.answered(answer) === 'imported') {
        onClose();
        onImported();
      }
    } catch (e) {
      outcome.failed(e, file.name);
    }
  };

  const cancel = () => {
    if (run.running) {
      run.abort();
      void message.info(t('excelCancelled'));
      onImported();
    }
    onClose();
  };

  const fileList: UploadFile[] = file ? [{ uid: file.uid, name: file.name, status: 'done' }] : [];
  return (
    <Modal
      open={open}
      title={t('excelImportTitle')}
      width={600}
      mask={{ closable: !run.running }}
      onCancel={cancel}
      footer={[
        <Button key="cancel" onClick={cancel}>
          {t('cancel')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={run.running} onClick={() => void start()}>
          {validate ? t('excelStartValidate') : t('excelStartImport')}
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        disabled={run.running}
        fileList={fileList}
        beforeUpload={(picked) => {
          if (!isWorkbook(picked.name)) {
            void message.warning(t('excelOnlyXls'));
            return Upload.LIST_IGNORE;
          }
          setChoice((c) => ({ ...c, file: picked }));
          setPreview(null);
          return false;
        }}
        onRemove={() => {
          setChoice((c) => ({ ...c, file: undefined }));
          setPreview(null);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('excelDropHint')}</p>
        <p className="ant-upload-hint">{t('excelAccepts')}</p>
      </Upload.Dragger>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('excelHeaderHint')}
      </Typography.Text>
      <Flex gap={24} align="center" style={{ marginTop: 12 }}>
        <Flex gap={8} align="center">
          <Switch
            id={id}
            size="small"
            checked={validate}
            disabled={run.running}
            onChange={(on) => setChoice((c) => ({ ...c, validate: on }))}
          />
          <label htmlFor={id}>{t('excelValidate')}</label>
        </Flex>
        <Checkbox
          checked={all}
          disabled={run.running}
          onChange={(e) => setChoice((c) => ({ ...c, all: e.target.checked }))}
        >
          {t('excelAllOrNothing')}
        </Checkbox>
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
        <span id={`${id}-mode`}>{t('excelUpdateMode')}</span>
        <Radio.Group
          aria-labelledby={`${id}-mode`}
          size="small"
          optionType="button"
          value={updateMode}
          disabled={run.running}
          onChange={(e) => setChoice((c) => ({ ...c, updateMode: e.target.value as ImportUpdateMode }))}
          options={[
            { value: 'add', label: t('excelModeAdd') },
            { value: 'update', label: t('excelModeUpdate') },
            { value: 'both', label: t('excelModeBoth') },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('excelModeHint')}
        </Typography.Text>
      </Flex>
      {run.running && <ImportProgress percent={run.percent} progress={run.progress} />}
      {preview && !run.running && <ImportPreview result={preview} onDownload={() => void outcome.download(preview)} />}
    </Modal>
  );
}
