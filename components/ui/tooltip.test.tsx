/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after 700 ms of hover and closes on leave', () => {
    render(
      <Tooltip label="Close chat">
        {(props) => (
          <button type="button" {...props}>
            x
          </button>
        )}
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close chat');
    expect(button).toHaveAccessibleDescription('Close chat');
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once when focus moves from another tooltip within 300 ms', () => {
    render(
      <>
        <Tooltip label="First">
          {(props) => (
            <button type="button" {...props}>
              1
            </button>
          )}
        </Tooltip>
        <Tooltip label="Second">
          {(props) => (
            <button type="button" {...props}>
              2
            </button>
          )}
        </Tooltip>
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.focus(first!);
    act(() => jest.advanceTimersByTime(700));
    fireEvent.blur(first!);
    fireEvent.focus(second!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second');
  });
});
