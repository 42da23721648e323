// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeField, renderWidget } from '../widgets/editors/editor-test-kit.tsx';
import { defaultWidgets, resolveWidgetKey } from '../widgets/index.ts';
import { CronWidget } from './cron-widget.tsx';

afterEach(cleanup);

const field = () => makeField('cronExpression', { format: 'cron' });

describe('CronWidget (format cron)', () => {
  it('is the widget of format cron', () => {
    expect(resolveWidgetKey(defaultWidgets, field())).toBe('cron');
    expect(defaultWidgets.cron).toBe(CronWidget);
  });

  it('shows the value, opens the dialog on it and writes what OK hands back', () => {
    const view = renderWidget(CronWidget, field(), { value: '0 0 12 ? * 6L 2027' });
    expect((document.getElementById('root_cronExpression') as HTMLInputElement).value).toBe('0 0 12 ? * 6L 2027');
    fireEvent.click(screen.getByText('选择'));
    expect(screen.getByText('cron表达式')).toBeTruthy();
    expect((screen.getByLabelText('表达式') as HTMLInputElement).value).toBe('0 0 12 ? * 6L 2027');
    fireEvent.click(screen.getByLabelText('每秒'));
    fireEvent.click(screen.getByText('确定'));
    expect(view.last()).toBe('* 0 12 ? * 6L 2027');
  });

  it('reports an invalid typed expression through the form and clears it when valid', () => {
    const view = renderWidget(CronWidget, field());
    const input = document.getElementById('root_cronExpression') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0 0 12 * * *' } });
    expect(view.last()).toBe('0 0 12 * * *');
    expect(view.reports.at(-1)).toEqual(['cronExpression', '日（*）和周（*）不能同时设置，其中一个必须为“?”']);
    fireEvent.change(input, { target: { value: '0 0 12 * * ?' } });
    expect(view.reports.at(-1)).toEqual(['cronExpression', null]);
    fireEvent.change(input, { target: { value: '' } });
    expect(view.last()).toBeUndefined();
  });

  it('shows the message itself outside a form, in English', () => {
    renderWidget(CronWidget, field(), { value: '0 0 25 * * ?', reportError: null, lang: 'en' });
    expect(screen.getByText('Hour: "25" is out of range 0-23')).toBeTruthy();
  });
});
