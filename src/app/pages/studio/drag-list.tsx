// A list of names the user orders by dragging (HTML drag and drop on tags), adds to from a select and
// removes from with each tag's close: the list columns, search fields, unique keys and index columns.
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { move } from './draft-model.ts';

export interface DragListProps {
  value: string[];
  /** Names that may be added, with their labels. */
  options: { value: string; label: string }[];
  onChange(next: string[]): void;
  placeholder: string;
  testId?: string;
}

export function DragList({ value, options, onChange, placeholder, testId }: DragListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const labelOf = (name: string) => options.find((o) => o.value === name)?.label ?? name;
  return (
    <Space wrap size={[4, 8]} data-testid={testId}>
      {value.map((name, i) => (
        <Tag
          key={name}
          closable
          draggable
          data-name={name}
          style={{ cursor: 'grab', userSelect: 'none' }}
          onDragStart={() => setDragged(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragged !== null && dragged !== i) onChange(move(value, dragged, i));
            setDragged(null);
          }}
          onClose={() => onChange(value.filter((n) => n !== name))}
        >
          {labelOf(name)}
        </Tag>
      ))}
      <Select
        data-testid={testId ? `${testId}-add` : undefined}
        size="small"
        style={{ minWidth: 140 }}
        placeholder={placeholder}
        value={null}
        options={options.filter((o) => !value.includes(o.value))}
        onChange={(v: string) => onChange([...value, v])}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Space>
  );
}
