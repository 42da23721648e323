// The generator's widget catalogue (runtime/core/widget-catalog.ts) names exactly the widgets the
// form can render: defaultWidgets plus rjsf's own named ones, so neither can drift from the other.
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../../core/widget-catalog.ts';
import { defaultWidgets, RJSF_NAMED } from './index.ts';

describe('widget catalogue', () => {
  it('names every widget of the registry and nothing else', () => {
    const rendered = new Set([...Object.keys(defaultWidgets), ...RJSF_NAMED]);
    expect([...WIDGET_NAMES].sort()).toEqual([...rendered].sort());
  });
});
