// rjsf templates of the entity form: the grid (each field in an antd Col of the span the form schema
// computed, `formContext.spans`), and field errors shown once each (a field's errors gather from
// validation, the server's answer, checks and widget reports, which may say the same thing).
import type { FieldErrorProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { Col, Row } from 'antd';
import type { EntityFormContext } from './form-context.ts';

export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const context = (props.registry.formContext ?? {}) as Partial<EntityFormContext>;
  const spans = context.spans ?? {};
  return (
    <fieldset id={props.fieldPathId.$id}>
      <Row gutter={context.rowGutter ?? 16}>
        {props.properties
          .filter((p) => !p.hidden)
          .map((p) => (
            <Col key={p.name} span={spans[p.name] ?? 12} data-field={p.name}>
              {p.content}
            </Col>
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
