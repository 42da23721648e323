// One group of the builder, drawn recursively: its match type (AND/OR), its conditions (field chooser
// from the schema, rule list by type, value widget) and nested groups, with add and remove buttons.
// Edits go through the pure model of runtime/react/query-builder.ts.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Select, Space } from 'antd';
import { isGroup, type QueryCondition, type QueryGroup } from '../../core/query-tree.ts';
import { text, type FieldDef } from '../../core/registry.ts';
import {
  addCondition,
  addGroup,
  canNest,
  changeField,
  changeRule,
  replaceNode,
  rulesFor,
  setMatchType,
  type Path,
} from '../../react/query-builder.ts';
import { useQueryT } from './messages.ts';
import { ValueInput } from './value-input.tsx';

interface EditorProps {
  tree: QueryGroup;
  fields: FieldDef[];
  onChange(tree: QueryGroup): void;
}

function ConditionRow({
  tree,
  fields,
  onChange,
  path,
  condition,
}: EditorProps & { path: Path; condition: QueryCondition }) {
  const { t, rule, lang } = useQueryT();
  const field = fields.find((f) => f.name === condition.field);
  const set = (c: QueryCondition) => onChange(replaceNode(tree, path, c));
  return (
    <Row gutter={8} style={{ marginBottom: 8 }} data-testid="query-condition">
      <Col xs={24} md={7}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('chooseField')}
          placeholder={t('chooseField')}
          showSearch={{ optionFilterProp: 'label' }}
          value={condition.field || undefined}
          options={fields.map((f) => ({ value: f.name, label: text(f.title, lang) }))}
          onChange={(name: string) => set(changeField(fields.find((f) => f.name === name)!))}
        />
      </Col>
      <Col xs={24} md={5}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('chooseRule')}
          disabled={!field}
          value={condition.rule}
          options={(field ? rulesFor(field) : [condition.rule]).map((r) => ({ value: r, label: rule(r) }))}
          onChange={(r) => set(changeRule(condition, r))}
        />
      </Col>
      <Col xs={20} md={10}>
        {field && <ValueInput field={field} condition={condition} onChange={(val) => set({ ...condition, val })} />}
      </Col>
      <Col xs={4} md={2}>
        <Button
          aria-label={t('remove')}
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => onChange(replaceNode(tree, path, undefined))}
        />
      </Col>
    </Row>
  );
}

export function QueryGroupEditor(props: EditorProps & { path?: Path }) {
  const { tree, onChange, path = [] } = props;
  const { t } = useQueryT();
  const group = path.reduce<QueryGroup>((g, i) => g.params[i] as QueryGroup, tree);
  const nested = path.length > 0;
  const body = (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        <Select
          aria-label="matchType"
          style={{ width: 260 }}
          value={group.matchType}
          options={[
            { value: 'and', label: t('matchAnd') },
            { value: 'or', label: t('matchOr') },
          ]}
          onChange={(m) => onChange(setMatchType(tree, path, m))}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange(addCondition(tree, path))}>
          {t('addCondition')}
        </Button>
        {canNest(path) && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange(addGroup(tree, path))}>
            {t('addGroup')}
          </Button>
        )}
        {nested && (
          <Button danger onClick={() => onChange(replaceNode(tree, path, undefined))}>
            {t('removeGroup')}
          </Button>
        )}
      </Space>
      {group.params.map((node, i) =>
        isGroup(node) ? (
          <QueryGroupEditor key={i} {...props} path={[...path, i]} />
        ) : (
          <ConditionRow key={i} {...props} path={[...path, i]} condition={node} />
        ),
      )}
    </>
  );
  return nested ? (
    <Card size="small" style={{ marginBottom: 8 }} data-testid="query-group">
      {body}
    </Card>
  ) : (
    body
  );
}
