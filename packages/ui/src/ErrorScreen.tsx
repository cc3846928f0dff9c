import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { ERROR_SCREEN } from "@repo/contracts/common/texts";
import { Button } from "./Button.tsx";
import { MessageScreen } from "./MessageScreen.tsx";

const Retry = styled(Button)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The global error screen: the message or the fallback, and 'Try again', which reloads the page. */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <MessageScreen role="alert" title={ERROR_SCREEN.title} text={message || ERROR_SCREEN.fallbackMessage}>
      <Retry onClick={() => window.location.reload()}>{ERROR_SCREEN.retry}</Retry>
    </MessageScreen>
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
