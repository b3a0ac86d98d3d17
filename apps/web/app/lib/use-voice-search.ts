import { useCallback, useEffect, useRef, useState } from "react";

/** The spec's texts for voice search (sections 5 and 8). */
export const VOICE_UNSUPPORTED_MESSAGE = "Voice search not supported in this browser. Use Chrome or Edge.";
export const VOICE_LISTENING_PLACEHOLDER = "Listening... Speak now";
/** Indian English, not the spec's US English: it hears "jhumka" and "mangalsutra" (decision 051). */
const VOICE_LANGUAGE = "en-IN";

// The Web Speech API is not in TypeScript's DOM library (Chrome ships it prefixed), so the
// little of it this hook uses is described here.
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionResultEvent {
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface RecognitionErrorEvent {
  readonly error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** Read at every use, not once: a browser (or a test) may take the API away after start. */
function findRecognition(): RecognitionConstructor | undefined {
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** The text so far: the final transcript when there is one, else what is heard at the moment. */
function getTranscript(event: RecognitionResultEvent): string {
  let final = "";
  let interim = "";
  for (let index = 0; index < event.results.length; index++) {
    const result = event.results[index];
    const transcript = result?.[0]?.transcript ?? "";
    if (result?.isFinal) final += transcript;
    else interim += transcript;
  }
  return final || interim;
}

interface VoiceSearchOptions {
  /** Called with the live text while listening (and with "" when listening starts). */
  onText: (text: string) => void;
  /** Called once listening ends with text that is not blank. */
  onSearch: (text: string) => void;
}

/**
 * Voice search over the Web Speech API: one Indian-English utterance with interim results.
 * `supported` stays false in the server's HTML and until hydration, so the button appears only
 * where it works. A failure is `problem`, the spec's text, for the page to show beside the search
 * box (decision 051: not a native alert, which blocks the page and cannot be styled or read in
 * place); it clears when listening starts again or the shopper dismisses it.
 */
export function useVoiceSearch({ onText, onSearch }: VoiceSearchOptions) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  // The latest callbacks, so a recognition started earlier reports to the current render.
  const callbacks = useRef({ onText, onSearch });
  callbacks.current = { onText, onSearch };

  useEffect(() => {
    setSupported(findRecognition() !== undefined);
    return () => recognitionRef.current?.abort();
  }, []);

  const stop = useCallback(() => recognitionRef.current?.stop(), []);

  const start = useCallback(() => {
    const SpeechRecognition = findRecognition();
    if (!SpeechRecognition) {
      setSupported(false);
      setProblem(VOICE_UNSUPPORTED_MESSAGE);
      return;
    }
    recognitionRef.current?.abort();
    const recognition = new SpeechRecognition();
    recognition.lang = VOICE_LANGUAGE;
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    let text = "";
    let failed = false;

    recognition.onresult = (event) => {
      text = getTranscript(event);
      callbacks.current.onText(text);
    };
    recognition.onerror = (event) => {
      failed = true;
      console.error("Voice capture failed", event);
      setProblem(`Voice capture failed: ${event.error}`);
      setListening(false);
    };
    recognition.onend = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setListening(false);
      // A capture that failed is not searched, even if part of it was heard.
      if (!failed && text.trim() !== "") callbacks.current.onSearch(text);
    };

    callbacks.current.onText("");
    setProblem(null);
    recognitionRef.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch (error) {
      // start() throws when the browser refuses (for example a capture is already running).
      recognitionRef.current = null;
      setListening(false);
      console.error("Voice capture failed", error);
      setProblem(`Voice capture failed: ${error instanceof Error ? error.name : "start"}`);
    }
  }, []);

  const dismiss = useCallback(() => setProblem(null), []);

  return { supported, listening, problem, start, stop, dismiss };
}
