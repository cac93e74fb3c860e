import { cleanup, render, screen } from '@testing-library/react';
import { Button, Tag } from 'antd';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAntdStylesOutOfTheDocument } from './jsdom-setup';

/** antd's component style sheets (its design-token variables are written either way, a few small sheets). */
const antdStyles = () => document.head.querySelectorAll('style[data-cache-path]').length;

afterEach(cleanup);

describe('keepAntdStylesOutOfTheDocument', () => {
  it('stops antd writing its component style sheets into the document, while its components still render', () => {
    render(createElement(Button, null, 'Before'));
    expect(antdStyles()).toBeGreaterThan(0);
    for (const style of document.head.querySelectorAll('style')) style.remove();
    cleanup();

    keepAntdStylesOutOfTheDocument();
    render(createElement(Tag, null, 'After'));
    expect(screen.getByText('After')).toHaveProperty('tagName', 'SPAN');
    expect(antdStyles()).toBe(0);
  });
});
