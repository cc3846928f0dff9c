import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { ERROR_SCREEN } from "@repo/contracts/screens";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  max-width: 480px;
  width: 100%;
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.5rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(6)}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/** The global error screen: the message or the fallback, and 'Try again', which reloads the page. */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <Page>
      <Panel role="alert">
        <h1>{ERROR_SCREEN.title}</h1>
        <p>{message || ERROR_SCREEN.fallbackMessage}</p>
        <Button onClick={() => window.location.reload()}>{ERROR_SCREEN.retry}</Button>
      </Panel>
    </Page>
  );
}

type State = { error: Error | null };

/** Catches render errors anywhere below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled render error", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
