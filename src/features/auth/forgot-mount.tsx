// "Forgot password?" on /auth: its card (React) takes the prebuilt card's place until "Back to sign
// in", which brings that card back as it was left. Loaded on the click.
import { createRoot } from 'react-dom/client';
import type { AuthCardDom } from './card-dom';
import ForgotPassword from './ForgotPassword';

export function showForgot(dom: AuthCardDom): void {
  const host = document.createElement('div');
  host.className = dom.root.className;
  dom.root.after(host);
  dom.root.hidden = true;
  const root = createRoot(host);
  root.render(
    <ForgotPassword
      onBack={() => {
        root.unmount();
        host.remove();
        dom.root.hidden = false;
      }}
    />,
  );
}
