// Vitest setup for every unit test file: in jsdom tests, Testing Library's findBy*/waitFor wait up to
// 5 s instead of 1 s, so lazily loaded widgets (rich text, code editor, region table) are not reported
// missing on a busy 2-core CI machine. A genuine absence still fails, only later.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
