import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { UnsavedChangesProvider, useConfirmDiscard, useUnsavedChanges } from './unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  const [topic, setTopic] = useState('A');
  const confirmDiscard = useConfirmDiscard();
  useUnsavedChanges(text !== '');
  return (
    <>
      <p>{`Aktuell: ${topic}`}</p>
      <input aria-label="Text" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <button type="button" onClick={() => setText('')}>
        Speichern
      </button>
      <button type="button" onClick={() => confirmDiscard(() => setTopic('B'))}>
        Thema B
      </button>
      <Link to="/other">Weg</Link>
    </>
  );
}

function open() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/', element: <Editor /> },
          { path: '/other', element: <p>Andere Seite</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('unsaved changes', () => {
  it('a page without edits is left without a question', async () => {
    const user = open();
    await user.click(screen.getByRole('link', { name: 'Weg' }));
    expect(await screen.findByText('Andere Seite')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link away with edits asks: "Weiter bearbeiten" stays with the text, "Verwerfen" leaves', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Entwurf');
    await user.click(screen.getByRole('link', { name: 'Weg' }));
    expect(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Entwurf');
    await user.click(screen.getByRole('link', { name: 'Weg' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('Andere Seite')).toBeInTheDocument();
  });

  it('after a save the page is left without a question; a change of the screen asks while edits are unsaved', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Entwurf');
    await user.click(screen.getByRole('button', { name: 'Thema B' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.getByText('Aktuell: A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.click(screen.getByRole('button', { name: 'Thema B' }));
    expect(screen.getByText('Aktuell: B')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Weg' }));
    expect(await screen.findByText('Andere Seite')).toBeInTheDocument();
  });
});
