/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('BackToTop', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.scrollTo = jest.fn();
  });

  afterEach(() => {
    // jsdom has no matchMedia; one test adds it.
    delete (window as Partial<Window>).matchMedia;
  });

  it('stays hidden until the page is scrolled past 400 px', () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    scrollTo(400);
    expect(button()).toBeNull();
    scrollTo(401);
    expect(button()).toBeInTheDocument();
    scrollTo(120);
    expect(button()).toBeNull();
  });

  it('shows at once when the page loads already scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    render(<BackToTop />);
    expect(button()).toBeInTheDocument();
  });

  it('scrolls to the top and moves focus to the top of the content', () => {
    render(
      <>
        <div id="main" tabIndex={-1} />
        <BackToTop />
      </>,
    );
    scrollTo(900);
    fireEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('jumps without smooth scrolling when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    render(<BackToTop />);
    scrollTo(900);
    fireEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
