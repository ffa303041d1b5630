import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Analytics = typeof import('./analytics');
type Events = typeof import('./events');

/** A fresh service (its loaded id and consent are module state) on a fake window and document. */
async function fresh(): Promise<{ analytics: Analytics; events: Events; win: Window; scripts: unknown[] }> {
  vi.resetModules();
  const win = {} as Window;
  const scripts: unknown[] = [];
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: () => ({ dataset: {} }),
    head: { appendChild: (el: unknown) => scripts.push(el) },
  });
  const analytics = await import('./analytics');
  const events = await import('./events');
  return { analytics, events, win, scripts };
}

/** The gtag calls on the data layer, as arrays (gtag pushes its `arguments` object). */
const calls = (win: Window) => (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
const sentEvents = (win: Window) => calls(win).filter((c) => c[0] === 'event');

const OPTIONS = {
  enhancements: ['clarity', 'fix_grammar'],
  responseLength: 'regular',
  tone: 'polite',
  socialMedia: 'twitter',
  outputLanguage: 'english',
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('consent gating of events and page views', () => {
  let ctx: Awaited<ReturnType<typeof fresh>>;
  beforeEach(async () => {
    ctx = await fresh();
  });

  it('sends nothing and loads nothing without consent', () => {
    const { analytics, events, win, scripts } = ctx;
    analytics.loadAnalytics('G-TEST');
    events.track.enhanceSubmitted(OPTIONS, 3);
    analytics.trackPageView('/');
    expect(analytics.isAnalyticsLoaded()).toBe(false);
    expect(scripts).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });

  it('sends nothing after Decline, even with a gtag defined by someone else', () => {
    const { analytics, events, win, scripts } = ctx;
    win.gtag = vi.fn();
    analytics.setAnalyticsConsent(false);
    analytics.loadAnalytics('G-TEST');
    events.track.outputCopied();
    expect(scripts).toHaveLength(0);
    expect(win.gtag).not.toHaveBeenCalled();
  });

  it('drops events (does not queue them) before the loader ran, even with consent', () => {
    const { analytics, events, win } = ctx;
    win.gtag = vi.fn();
    analytics.setAnalyticsConsent(true);
    events.track.enhanceSubmitted(OPTIONS, 3);
    expect(win.gtag).not.toHaveBeenCalled();
    analytics.loadAnalytics('G-TEST');
    expect(sentEvents(win)).toEqual([]);
  });

  it('with consent and the loader run, an event reaches gtag and the data layer with category, label and value', () => {
    const { analytics, events, win, scripts } = ctx;
    analytics.setAnalyticsConsent(true);
    analytics.loadAnalytics('G-TEST');
    expect(scripts).toHaveLength(1);
    expect(calls(win)[1]).toEqual(['config', 'G-TEST', { send_page_view: false, anonymize_ip: true }]);
    events.track.enhanceSubmitted(OPTIONS, 7);
    events.track.outputCopied();
    expect(sentEvents(win)).toEqual([
      [
        'event',
        'enhance_submit',
        {
          event_category: 'writing',
          event_label: 'fix_grammar,clarity|tone:polite|platform:twitter',
          value: 7,
          send_to: 'G-TEST',
        },
      ],
      ['event', 'output_copy', { event_category: 'output', send_to: 'G-TEST' }],
    ]);
  });

  it('stops sending events and page views when consent is withdrawn after loading', () => {
    const { analytics, events, win } = ctx;
    analytics.setAnalyticsConsent(true);
    analytics.loadAnalytics('G-TEST');
    events.track.feedbackSent('like');
    analytics.setAnalyticsConsent(false);
    events.track.feedbackSent('dislike');
    analytics.trackPageView('/guide');
    expect(sentEvents(win).map((c) => c[1])).toEqual(['feedback']);
    analytics.setAnalyticsConsent(true);
    events.track.feedbackSent('dislike');
    expect(sentEvents(win).map((c) => c[1])).toEqual(['feedback', 'feedback']);
  });

  it('a page view asked for before the load is sent by the loader; none is kept without consent', () => {
    const { analytics, win } = ctx;
    analytics.trackPageView('/without-consent');
    analytics.setAnalyticsConsent(true);
    analytics.trackPageView('/hi');
    analytics.loadAnalytics('G-TEST');
    expect(sentEvents(win)).toEqual([['event', 'page_view', { page_path: '/hi', send_to: 'G-TEST' }]]);
  });

  it('the idle fallback loads after 1500 ms, but not when consent was withdrawn meanwhile', async () => {
    vi.useFakeTimers();
    const { analytics } = ctx;
    analytics.setAnalyticsConsent(true);
    analytics.scheduleAnalytics('G-TEST');
    vi.advanceTimersByTime(analytics.IDLE_FALLBACK_MS - 1);
    expect(analytics.isAnalyticsLoaded()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(analytics.isAnalyticsLoaded()).toBe(true);

    const again = await fresh();
    again.analytics.setAnalyticsConsent(true);
    again.analytics.scheduleAnalytics('G-TEST');
    again.analytics.setAnalyticsConsent(false);
    vi.advanceTimersByTime(again.analytics.IDLE_FALLBACK_MS);
    expect(again.analytics.isAnalyticsLoaded()).toBe(false);
  });
});

describe('the event catalogue', () => {
  it('summarises the options compactly, in a fixed order, with only non-default settings', async () => {
    const { enhanceLabel } = await import('./events');
    expect(enhanceLabel(OPTIONS)).toBe('fix_grammar,clarity|tone:polite|platform:twitter');
    expect(
      enhanceLabel({
        enhancements: [],
        responseLength: 'regular',
        tone: '',
        socialMedia: '',
        outputLanguage: 'english',
      }),
    ).toBe('none');
    expect(
      enhanceLabel({
        enhancements: ['explain'],
        responseLength: 'concise',
        tone: '',
        socialMedia: '',
        outputLanguage: 'hindi',
      }),
    ).toBe('explain|len:concise|lang:hindi');
  });

  it('keeps the label within 100 characters: all options give the enhancement count', async () => {
    const { enhanceLabel, MAX_LABEL_LENGTH } = await import('./events');
    const { Enhancement } = await import('src/api/generated/model');
    const label = enhanceLabel({
      enhancements: Object.values(Enhancement),
      responseLength: 'detailed',
      tone: 'professional',
      socialMedia: 'whatsapp_status',
      outputLanguage: 'hindi',
    });
    expect(label).toBe('enhancements:9|len:detailed|tone:professional|platform:whatsapp_status|lang:hindi');
    expect(label.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
  });

  it('counts words, megabytes and error kinds without keeping any text', async () => {
    const { megabytes, enhanceErrorKind } = await import('./events');
    // the event carries the shared word count (@likho/site/text), never the words
    const { countWords } = await import('@likho/site/text');
    // the same module instance as the catalogue's (tests reset the module registry)
    const { HttpError } = await import('src/api/http');
    expect(countWords('  i has a   apple\nand she  ')).toBe(6);
    expect(countWords('मैं घर जा रहा हूँ')).toBe(5);
    expect(countWords(' \n ')).toBe(0);
    expect(megabytes(0)).toBe(0);
    expect(megabytes(2.6 * 1024 * 1024)).toBe(3);
    expect(enhanceErrorKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(enhanceErrorKind(new HttpError(429, '', 'Too Many Requests'))).toBe('rate_limit');
    expect(enhanceErrorKind(new HttpError(400, '{"message":"my private text"}', 'Bad Request'))).toBe('rejected');
    expect(enhanceErrorKind(new HttpError(503, '', 'Service Unavailable'))).toBe('server');
    expect(enhanceErrorKind(new Error('Processing failed: my private text'))).toBe('failed');
  });

  it('never lets free text through as a label', async () => {
    const { safeLabel } = await import('./events');
    expect(safeLabel('audio|audioQuality')).toBe('audio|audioQuality');
    expect(safeLabel('my name is Asha')).toBe('other');
    expect(safeLabel('a'.repeat(101))).toBe('other');
    expect(safeLabel('')).toBe('other');
  });

  it('every catalogue event has a known category, a code label and a whole, non-negative value', async () => {
    const { analytics, events, win } = await fresh();
    const { HttpError } = await import('src/api/http');
    analytics.setAnalyticsConsent(true);
    analytics.loadAnalytics('G-TEST');
    const t = events.track;
    t.enhanceSubmitted(OPTIONS, 12);
    t.enhanceSucceeded();
    t.enhanceFailed(new HttpError(500, 'secret body', 'x'));
    t.outputCopied();
    t.outputDownloaded('md');
    t.feedbackSent('like');
    t.shareOpened('feedback_auto');
    t.shareTargetChosen('whatsapp');
    t.recordingStarted();
    t.recordingFinished('complete', 42);
    t.recordingFailed('microphone');
    t.fileUploaded('video', 250.4 * 1024 * 1024);
    t.fileRefused('imageTooLarge', 16 * 1024 * 1024);
    t.transcriptionSucceeded('recording');
    t.transcriptionFailed('video', 'videoTimedOut');
    t.ocrSucceeded();
    t.ocrFailed('noTextFound');
    t.imageGenerated('linkedin');
    t.imageFailed('reddit', 'rateLimit');
    t.learningGenerated(6);
    t.learningFailed();
    t.donationAmountChosen('INR', 150);
    t.checkoutStarted('EUR', 5);

    const sent = sentEvents(win);
    expect(sent).toHaveLength(Object.keys(t).length);
    for (const [, action, params] of sent) {
      const p = params as { event_category: string; event_label?: string; value?: number };
      expect(action).toMatch(/^[a-z_]+$/);
      expect(events.EVENT_CATEGORIES).toContain(p.event_category);
      if (p.event_label !== undefined) expect(p.event_label).toMatch(/^[A-Za-z0-9_.:,|-]{1,100}$/);
      if (p.value !== undefined) expect(Number.isInteger(p.value) && p.value >= 0).toBe(true);
    }
    expect(JSON.stringify(sent)).not.toContain('secret');
    const byAction = Object.fromEntries(sent.map(([, a, p]) => [a, p]));
    expect(byAction.file_upload).toMatchObject({ event_category: 'media', event_label: 'video', value: 250 });
    expect(byAction.transcription_error).toMatchObject({ event_label: 'video|videoTimedOut' });
    expect(byAction.image_generate).toMatchObject({ event_category: 'image', event_label: 'linkedin' });
    expect(byAction.donation_amount).toMatchObject({ event_category: 'donation', event_label: 'INR', value: 150 });
    expect(byAction.checkout_start).toMatchObject({ event_label: 'EUR', value: 5 });
    expect(byAction.enhance_error).toMatchObject({ event_category: 'writing', event_label: 'server' });
  });
});
