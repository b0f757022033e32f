import { validContainerId } from '../components/shell/TagManager';

/** Settings of the page shell from the environment; the same for every page of a process. */
export interface ShellSettings {
  /** Scheme and host of the request, for canonical and hreflang links. */
  origin: string;
  /** Tag manager container (GTM_CONTAINER_ID); without one no tag manager script is loaded. */
  gtmContainerId: string | null;
  /** The live chat widget shows unless LIVE_CHAT is 0. */
  liveChat: boolean;
  /** A chat provider's widget script (https only); without one the launcher offers contact options. */
  liveChatScriptUrl: string | null;
}

/** The settings that come from the environment alone. */
export function shellEnvironment(): Omit<ShellSettings, 'origin'> {
  const scriptUrl = process.env.LIVE_CHAT_SCRIPT_URL ?? '';
  return {
    gtmContainerId: validContainerId(process.env.GTM_CONTAINER_ID),
    liveChat: process.env.LIVE_CHAT !== '0',
    liveChatScriptUrl: /^https:\/\/\S+$/.test(scriptUrl) ? scriptUrl : null,
  };
}

export function shellSettings(url: URL): ShellSettings {
  return { origin: url.origin, ...shellEnvironment() };
}
