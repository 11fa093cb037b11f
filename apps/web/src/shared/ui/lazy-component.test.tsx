import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const Hello = ({ name }: { name: string }) => <p data-testid="hello">Hello {name}</p>;
const draw = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p data-testid="loading">…</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('suspends until its code is here when it was not asked ahead', async () => {
    const { Component } = lazyComponent(async () => ({ default: Hello }));
    draw(Component);
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findByTestId('hello')).textContent).toBe('Hello Ana');
  });

  it('draws at once, without its loading state, when its code was asked ahead and has arrived', async () => {
    const { Component, preload } = lazyComponent(async () => ({ default: Hello }));
    await preload();
    draw(Component);
    expect(screen.queryByTestId('loading')).toBeNull();
    expect(screen.getByTestId('hello').textContent).toBe('Hello Ana');
  });

  it('loads its code once however often it is asked', async () => {
    let loads = 0;
    const { preload } = lazyComponent(async () => {
      loads++;
      return { default: Hello };
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });
});
