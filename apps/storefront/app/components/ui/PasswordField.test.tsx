import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('is a required, hidden input the browser may fill', () => {
    const html = renderMarkup(
      <PasswordField name="password" label="Password" autoComplete="current-password" />,
    );
    expect(tagOf(html, 'input').attributes).toMatchObject({
      id: 'field-password',
      type: 'password',
      autocomplete: 'current-password',
      required: '',
    });
    expect(textOf(html)).toContain('Password *');
  });

  it('offers a button that shows the password, naming the field it controls', () => {
    const html = renderMarkup(<PasswordField name="password" label="Password" autoComplete="new-password" />);
    expect(tagOf(html, 'button').attributes).toMatchObject({
      type: 'button',
      'aria-pressed': 'false',
      'aria-controls': 'field-password',
    });
    expect(textOf(html)).toContain('Show password');
  });

  it('says the show button in the language of the page', () => {
    const html = renderMarkup(
      <PasswordField name="password" label="Mot de passe" autoComplete="new-password" />,
      '/fr',
    );
    expect(textOf(html)).toContain('Afficher le mot de passe');
  });

  it('wires its hint and error to the input', () => {
    const html = renderMarkup(
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error="The password is too short."
      />,
    );
    expect(tagOf(html, 'input').attributes).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'field-password-error field-password-hint',
    });
    expect(textOf(html)).toContain('The password is too short.');
  });
});
