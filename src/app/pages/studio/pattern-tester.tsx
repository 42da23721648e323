// A pattern with a live test box: the pattern compiles as the server and the form compile it
// (new RegExp(pattern, 'u'), generator/check-fields.ts) and the typed sample shows whether it matches.
import { Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useStudioT } from './messages.ts';

export function PatternTester({ value, onChange }: { value?: string; onChange(next: string): void }) {
  const t = useStudioT();
  const [sample, setSample] = useState('');
  let verdict: { ok: boolean; text: string } | undefined;
  if (value) {
    try {
      const matches = new RegExp(value, 'u').test(sample);
      verdict = { ok: matches, text: t(matches ? 'patternMatches' : 'patternFails') };
    } catch (err) {
      verdict = { ok: false, text: t('patternInvalid', { msg: (err as Error).message }) };
    }
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        data-testid="field-pattern"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="^[A-Z]{2}\d+$"
      />
      <Space>
        <Input
          data-testid="pattern-sample"
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          placeholder={t('patternTest')}
          style={{ width: 220 }}
        />
        {verdict && (
          <Typography.Text data-testid="pattern-verdict" type={verdict.ok ? 'success' : 'danger'}>
            {verdict.text}
          </Typography.Text>
        )}
      </Space>
    </Space>
  );
}
