// The tiny store of the widget, the hosted pages and the dashboard: its state merged by each change, its listeners told of each, and stopped when they ask.
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../src/sdk/core/store.js';

describe('the tiny store', () => {
  it('merges a change, or what a function makes of the state, into the state', () => {
    const store = createStore({ count: 1, name: 'a' });
    store.setState({ name: 'b' });
    store.setState(({ count }) => ({ count: count + 1 }));
    expect(store.getState()).toEqual({ count: 2, name: 'b' });
  });

  it('tells each listener of each change with the new state, until it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const heard: number[] = [];
    const unsubscribe = store.subscribe((state) => heard.push(state.count));
    store.setState({ count: 1 });
    store.setState({ count: 2 });
    unsubscribe();
    store.setState({ count: 3 });
    expect(heard).toEqual([1, 2]);
  });

  it('gives each listener the state before the change too', () => {
    const store = createStore({ count: 0 });
    const heard: [number, number][] = [];
    store.subscribe((state, previous) => heard.push([previous.count, state.count]));
    store.setState({ count: 1 });
    store.setState(({ count }) => ({ count: count + 1 }));
    expect(heard).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });
});
