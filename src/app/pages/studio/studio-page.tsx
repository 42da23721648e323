// The Schema Studio (development only: lazy-pages.ts adds it when import.meta.env.DEV, so a production
// build has none of it). Entities and dictionaries of schemas/ on the left; the chosen one edited as
// forms on the right; every change checked by the generator on the server (dev/studio/) after a short
// pause, which also feeds the preview; Save shows the migration and asks before steps that lose data.
import { Badge, Button, Card, Col, Empty, Input, List, Modal, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import { CheckPanel } from './check-panel.tsx';
import { CreateDialog, type CreateValues } from './create-dialog.tsx';
import { DetailEditor } from './detail-editor.tsx';
import { DictEditor } from './dict-editor.tsx';
import { newDict, newEntity, setIn, type Json } from './draft-model.ts';
import { EntitySettings } from './entity-settings.tsx';
import { FieldList } from './field-list.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { testId, useStudioT, useTitle } from './messages.ts';
import { Preview } from './preview.tsx';
import { useStudioApi, type DraftCheck, type RenameOffer, type SchemaIndex } from './studio-api.ts';
import { WorkflowEditor } from './workflow-editor.tsx';

interface Selection {
  kind: 'entity' | 'dict';
  file: string;
  /** The file as it is on disk (undefined for a new one). */
  original?: Json;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export default function StudioPage() {
  const t = useStudioT();
  const title = useTitle();
  const api = useStudioApi();
  const { message } = useFeedback();
  const [index, setIndex] = useState<SchemaIndex | null>(null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Selection | null>(null);
  const [draft, setDraft] = useState<Json>({});
  const [newDicts, setNewDicts] = useState<Record<string, Json>>({});
  const [menus, setMenus] = useState<{ original: Json[]; draft: Json[] } | null>(null);
  const [check, setCheck] = useState<DraftCheck | null>(null);
  const [creating, setCreating] = useState<{ kind: 'entity' | 'dict'; field?: string } | null>(null);
  const [dictOpen, setDictOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DraftCheck | null>(null);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('entity');

  const reloadIndex = useCallback(() => api.schemas().then(setIndex, () => undefined), [api]);
  useEffect(() => void reloadIndex(), [reloadIndex]);

  const files = useMemo(() => {
    if (!selected) return {};
    const out: Record<string, unknown> = { [selected.file]: draft };
    for (const [code, d] of Object.entries(newDicts)) out[`dicts/${code}.json`] = d;
    if (menus && !same(menus.original, menus.draft)) out['menus.json'] = menus.draft;
    return out;
  }, [selected, draft, newDicts, menus]);
  const dirty = !!selected && (!selected.original || !same(selected.original, draft) || Object.keys(files).length > 1);

  // The generator's verdict and the preview follow the draft after a short pause.
  const seq = useRef(0);
  useEffect(() => {
    if (!selected) return;
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      api.check(files).then(
        (c) => mine === seq.current && setCheck(c),
        () => undefined,
      );
    }, 600);
    return () => clearTimeout(timer);
  }, [api, files, selected]);

  const open = async (kind: 'entity' | 'dict', file: string) => {
    const data = await api.file(file);
    setSelected({ kind, file, original: data });
    setDraft(data);
    setNewDicts({});
    setCheck(null);
    setTab(kind === 'entity' ? 'entity' : 'dict');
    if (kind === 'entity') {
      const m = (await api.file('menus.json')) as unknown as Json[];
      setMenus({ original: m, draft: m });
    } else setMenus(null);
  };

  const create = async (v: CreateValues) => {
    const target = creating;
    setCreating(null);
    if (target?.kind === 'dict' && target.field !== undefined) {
      // A dictionary created inline from a field: saved with the entity, picked by the field.
      setNewDicts((d) => ({ ...d, [v.name]: newDict(v.name, v.title, v.en) }));
      setDraft((d) => setIn(d, ['properties', target.field!, 'x-dict'], v.name));
      setDictOpen(v.name);
      return;
    }
    if (target?.kind === 'dict') {
      setSelected({ kind: 'dict', file: `dicts/${v.name}.json` });
      setDraft(newDict(v.name, v.title, v.en));
      setMenus(null);
      setNewDicts({});
      setTab('dict');
      return;
    }
    setSelected({ kind: 'entity', file: `${v.folder}/${v.name}.json` });
    setDraft(newEntity(v.name, v.title, v.en));
    setNewDicts({});
    setTab('entity');
    const m = (await api.file('menus.json')) as unknown as Json[];
    setMenus({ original: m, draft: m });
  };

  const doSave = async (confirmDestructive: boolean) => {
    setConfirming(null);
    setSaving(true);
    try {
      const result = await api.save(files, confirmDestructive);
      void message.success(
        result.written.length ? t('saved', { files: result.written.join(', ') }) : t('nothingChanged'),
      );
      setSelected((s) => (s ? { ...s, original: draft } : s));
      setNewDicts({});
      setMenus((m) => (m ? { original: m.draft, draft: m.draft } : m));
      await reloadIndex();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const c = await api.check(files);
      setCheck(c);
      if (!c.problems.length) setConfirming(c);
    } finally {
      setSaving(false);
    }
  };

  const applyRename = (offer: RenameOffer) => {
    if (selected?.file !== offer.file) return;
    setDraft((d) => setIn(d, ['properties', offer.to, 'x-renamed-from'], offer.from));
  };

  const dictItems = (code: string) => {
    const fresh = newDicts[code];
    if (fresh)
      return ((fresh.items ?? []) as Json[]).map((i) => ({ value: i.value, title: title(i.title, i['x-title']?.en) }));
    return (index?.dicts.find((d) => d.code === code)?.items ?? []).map((i) => ({
      value: i.value,
      title: title(i.title, i.en),
    }));
  };

  const savedFields = useMemo(() => new Set(Object.keys(selected?.original?.properties ?? {})), [selected]);
  const q = filter.trim().toLowerCase();
  const match = (...s: string[]) => !q || s.some((x) => x.toLowerCase().includes(q));
  const entityDef = check?.preview.entities[String(draft.$id)];
  const lossy = confirming?.refused.filter((r) => !r.drop) ?? [];
  const drops = confirming?.refused.filter((r) => r.drop).map((r) => r.key) ?? [];

  const sideList = (
    <Card size="small" title={t('title')} styles={{ body: { padding: 8 } }}>
      <Input.Search
        allowClear
        placeholder={t('search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Tabs
        size="small"
        items={[
          {
            key: 'entities',
            label: t('entities'),
            children: (
              <>
                <Button
                  block
                  data-testid="studio-new-entity"
                  onClick={() => setCreating({ kind: 'entity' })}
                  style={{ marginBottom: 8 }}
                >
                  {t('newEntity')}
                </Button>
                <List
                  size="small"
                  style={{ maxHeight: 520, overflow: 'auto' }}
                  dataSource={index?.entities.filter((e) => match(e.name, e.title, e.en)) ?? []}
                  renderItem={(e) => (
                    <List.Item
                      style={{
                        cursor: 'pointer',
                        background: selected?.file === e.file ? 'rgba(22,119,255,0.08)' : undefined,
                      }}
                      onClick={() => void open('entity', e.file)}
                      data-testid={`studio-entity-${e.name}`}
                    >
                      <List.Item.Meta title={title(e.title, e.en) || e.name} description={<code>{e.name}</code>} />
                    </List.Item>
                  )}
                />
              </>
            ),
          },
          {
            key: 'dicts',
            label: t('dicts'),
            children: (
              <>
                <Button block onClick={() => setCreating({ kind: 'dict' })} style={{ marginBottom: 8 }}>
                  {t('newDict')}
                </Button>
                <List
                  size="small"
                  style={{ maxHeight: 520, overflow: 'auto' }}
                  dataSource={index?.dicts.filter((d) => match(d.code, d.title, d.en)) ?? []}
                  renderItem={(d) => (
                    <List.Item style={{ cursor: 'pointer' }} onClick={() => void open('dict', d.file)}>
                      <List.Item.Meta title={title(d.title, d.en) || d.code} description={<code>{d.code}</code>} />
                    </List.Item>
                  )}
                />
              </>
            ),
          },
        ]}
      />
    </Card>
  );

  const entityTabs = [
    { key: 'entity', label: t('tabEntity'), children: <EntitySettings draft={draft} onChange={setDraft} /> },
    {
      key: 'fields',
      label: t('tabFields'),
      children: (
        <>
          {Object.keys(newDicts).length > 0 && (
            <Space style={{ marginBottom: 8 }}>
              {t('newDict')}:
              {Object.keys(newDicts).map((code) => (
                <Tag key={code} color="green" style={{ cursor: 'pointer' }} onClick={() => setDictOpen(code)}>
                  {code} ✎
                </Tag>
              ))}
            </Space>
          )}
          <FieldList
            draft={draft}
            onChange={setDraft}
            index={index!}
            savedFields={savedFields}
            newDicts={Object.keys(newDicts)}
            onCreateDict={(field) => setCreating({ kind: 'dict', field })}
          />
        </>
      ),
    },
    {
      key: 'workflow',
      label: t('tabWorkflow'),
      children: <WorkflowEditor draft={draft} onChange={setDraft} dictItems={dictItems} />,
    },
    {
      key: 'detail',
      label: t('tabDetail'),
      children: <DetailEditor draft={draft} onChange={setDraft} index={index!} />,
    },
    {
      key: 'menu',
      label: t('tabMenu'),
      children: menus && (
        <MenuEditor draft={draft} menus={menus.draft} onChange={(m) => setMenus({ ...menus, draft: m })} />
      ),
    },
    {
      key: 'preview',
      label: t('tabPreview'),
      children: <Preview entity={entityDef} dicts={{ ...check?.preview.dicts }} />,
    },
  ];

  const editor = selected ? (
    <Card
      size="small"
      title={
        <Space>
          <span>{title(draft.title, draft['x-title']?.en)}</span>
          <Typography.Text type="secondary" code>
            {selected.file}
          </Typography.Text>
          {dirty && <Badge status="warning" text={t('unsaved')} />}
        </Space>
      }
      extra={
        <Button type="primary" data-testid="studio-save" loading={saving} disabled={!dirty} onClick={() => void save()}>
          {t('save')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={
          selected.kind === 'entity'
            ? entityTabs
            : [{ key: 'dict', label: t('dict'), children: <DictEditor draft={draft} onChange={setDraft} /> }]
        }
      />
      {check && (
        <div style={{ marginTop: 16 }}>
          <CheckPanel check={check} onRename={applyRename} />
        </div>
      )}
    </Card>
  ) : (
    <Card>
      <Empty description={t('pickOne')} />
    </Card>
  );

  return (
    <div data-testid="studio-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={5}>
          {sideList}
        </Col>
        <Col xs={24} lg={17} xl={19}>
          {index && editor}
        </Col>
      </Row>
      <CreateDialog
        open={creating !== null}
        kind={creating?.kind ?? 'entity'}
        folders={index?.folders ?? []}
        taken={[
          ...(index?.entities.map((e) => e.name) ?? []),
          ...(index?.dicts.map((d) => d.code) ?? []),
          ...Object.keys(newDicts),
        ]}
        onOk={(v) => void create(v)}
        onCancel={() => setCreating(null)}
      />
      <Modal
        title={dictOpen ?? ''}
        open={dictOpen !== null}
        width={Math.min(860, window.innerWidth)}
        onCancel={() => setDictOpen(null)}
        onOk={() => setDictOpen(null)}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={testId('dict-dialog-ok')}
      >
        {dictOpen && newDicts[dictOpen] && (
          <DictEditor draft={newDicts[dictOpen]} onChange={(d) => setNewDicts((all) => ({ ...all, [dictOpen]: d }))} />
        )}
      </Modal>
      <Modal
        title={t('confirmTitle')}
        open={confirming !== null}
        width={Math.min(760, window.innerWidth)}
        onCancel={() => setConfirming(null)}
        onOk={() => void doSave(drops.length > 0)}
        okText={drops.length ? t('saveAnyway') : t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: drops.length > 0, disabled: lossy.length > 0, ...testId('confirm-save') }}
      >
        {drops.length > 0 && (
          <Typography.Paragraph type="danger" data-testid="confirm-destructive">
            {t('confirmDestructive', { keys: drops.join(', ') })}
          </Typography.Paragraph>
        )}
        {lossy.map((r) => (
          <Typography.Paragraph key={r.key} type="danger">
            {r.message}
          </Typography.Paragraph>
        ))}
        {confirming && <CheckPanel check={confirming} onRename={(o) => (applyRename(o), setConfirming(null))} />}
      </Modal>
    </div>
  );
}
