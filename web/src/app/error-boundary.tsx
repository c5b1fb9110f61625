import { Button } from '@web/components/ui/button';
import type { UiMessageId } from '@common/i18n/messages/ui/en';
import { useI18nState } from '@web/lib/i18n';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Last line of defence: a render error shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorMessage />;
  }
}

/** The English source, for when the failure took the translator with it. */
const ENGLISH = {
  'error.title': 'Something went wrong',
  'error.text': 'This page could not be shown. Reloading usually helps; if it keeps happening, try again later.',
  'error.reload': 'Reload page',
} satisfies Partial<Record<UiMessageId, string>>;

function ErrorMessage() {
  // No language loaded (or a broken one) must not leave the reader with a blank page.
  const translator = (useI18nState() as ReturnType<typeof useI18nState> | null)?.translator;
  const say = (id: keyof typeof ENGLISH) => {
    try {
      const said = translator?.t(id);
      return said && said !== id ? said : ENGLISH[id];
    } catch {
      return ENGLISH[id];
    }
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{say('error.title')}</h1>
      <p className="mt-3 text-muted-foreground">{say('error.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {say('error.reload')}
      </Button>
    </div>
  );
}
