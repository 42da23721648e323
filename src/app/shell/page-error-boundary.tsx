// A page that throws while rendering shows an error result in its own place (the shell and the other
// tabs stay usable). A screen whose chunk did not load (routes/lazy-chunk.ts) shows the loader's
// message ("Loading chunk … failed", code CSS_CHUNK_LOAD_FAILED for styles); reload tries again.
import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkFailed } from './chunk-failed.tsx';

function ErrorResult({ error }: { error: Error & { code?: string } }) {
  const { t } = useTranslation();
  const chunk = error.name === 'ChunkLoadError';
  if (chunk) return <ChunkFailed error={error} />;
  return (
    <Result
      status={chunk ? 'warning' : '500'}
      title={t(chunk ? 'shell.chunkError' : 'shell.pageError')}
      subTitle={
        <span style={{ whiteSpace: 'pre-wrap' }}>
          {error.message}
          {error.code ? ` (${error.code})` : ''}
        </span>
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    return this.state.error ? <ErrorResult error={this.state.error} /> : this.props.children;
  }
}
