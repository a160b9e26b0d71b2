import { POP_WEBCHAT_PARAM } from '@hearth/domain/chat';
import { Suspense, useEffect, useState } from 'react';
import { sessionFlagState } from '@/lib/feature-flags';
import { lazyPart } from '@/lib/lazy-part';
import { useLocation, useNavigate } from '@/lib/routing';

/** The widget itself is a chunk of its own, fetched when the borrower opens chat (issue 25). */
const ChatWidget = lazyPart(() => import('@/features/chat/chat-widget').then((module) => module.default));

/**
 * The chat button at the bottom right of every page (spec section 2), unless the fe-webchat flag is off. The
 * pop-webchat parameter opens the chat at load and is then removed from the address.
 */
export function ChatLauncher() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // After hydration only: the server-rendered entry pages stay as they are, and the flag reads session storage.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = mounted && sessionFlagState(location.search)['fe-webchat'].enabled;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(POP_WEBCHAT_PARAM)) return;
    params.delete(POP_WEBCHAT_PARAM);
    setOpen(true);
    const search = params.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
  }, [location, navigate]);

  if (!shown) return null;
  if (open)
    return (
      <Suspense fallback={null}>
        <ChatWidget onClose={() => setOpen(false)} />
      </Suspense>
    );
  return (
    <button
      type="button"
      className="chat-launcher"
      onClick={() => setOpen(true)}
      onPointerEnter={() => void ChatWidget.preload()}
    >
      Chat with us
    </button>
  );
}
