// rjsf templates of the entity form: the grid (each field in an antd Col of the span the form schema
// computed, `formContext.spans`), the field frame (antd's Form.Item for a field; the form's root, which
// has no label, in a plain block), and field errors shown once each (a field's errors gather from
// validation, the server's answer, checks and widget reports, which may say the same thing).
// A keystroke re-renders the grid: a cell whose field's props are unchanged is skipped (GridCell), so
// only the changed field renders again.
import { Templates } from '@rjsf/antd';
import type { FieldErrorProps, FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { deepEquals, errorId } from '@rjsf/utils';
import { Col, Row } from 'antd';
import { memo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { EntityFormContext } from './form-context.ts';

const AntdFieldTemplate = Templates.FieldTemplate as ComponentType<FieldTemplateProps>;

/**
 * A field's frame: antd's Form.Item, except for the root object (no label, no frame of its own), which
 * gets a plain block with the Form.Item's bottom margin: the root renders on every change, and a Form.Item
 * with its label and wrapper columns costs more than the field that changed.
 */
export function EntityFieldTemplate(props: FieldTemplateProps) {
  if (props.fieldPathId.path.length > 0) return <AntdFieldTemplate {...props} />;
  return (
    <div className="rjsf-root" style={{ marginBottom: 24 }}>
      {props.children}
      {props.rawErrors?.length ? <div className="ant-form-item-explain-error">{props.errors}</div> : null}
    </div>
  );
}

interface GridCellProps {
  name: string;
  span: number;
  content: ReactNode;
}

/** Two renders of a field's element are the same when its type, key and props are (rjsf's deepEquals). */
function sameContent(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  const x = a as ReactElement | null;
  const y = b as ReactElement | null;
  return !!x && !!y && x.type === y.type && x.key === y.key && deepEquals(x.props, y.props);
}

const GridCell = memo(
  function GridCell({ name, span, content }: GridCellProps) {
    return (
      <Col span={span} data-field={name}>
        {content}
      </Col>
    );
  },
  (prev, next) => prev.name === next.name && prev.span === next.span && sameContent(prev.content, next.content),
);

export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const context = (props.registry.formContext ?? {}) as Partial<EntityFormContext>;
  const spans = context.spans ?? {};
  return (
    <fieldset id={props.fieldPathId.$id}>
      <Row gutter={context.rowGutter ?? 16}>
        {props.properties
          .filter((p) => !p.hidden)
          .map((p) => (
            <GridCell key={p.name} name={p.name} span={spans[p.name] ?? 12} content={p.content} />
          ))}
      </Row>
    </fieldset>
  );
}

export function UniqueFieldErrors({ errors = [], fieldPathId }: FieldErrorProps) {
  const seen = new Set<string>();
  const shown = errors.filter((e) => {
    const key = typeof e === 'string' ? e : String(e.key ?? '');
    if (typeof e === 'string' && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (shown.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <div id={id}>
      {shown.map((e, i) => (
        <div key={typeof e === 'string' ? e : i}>{e}</div>
      ))}
    </div>
  );
}
