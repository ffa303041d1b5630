import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from 'src/config/app-config';

/**
 * helmet with a Content-Security-Policy that allows exactly what the product needs: its own scripts,
 * WebAssembly (browser OCR and media conversion), blob workers, Stripe's checkout (script, frames, API)
 * only when donations are configured, and the analytics tag manager only when an id is configured.
 * Inline styles are allowed because Chakra UI (emotion) injects them at run time.
 * Strict-Transport-Security goes only on answers sent over https.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  // Stripe's documented CSP for Stripe.js plus (embedded) Checkout: scripts from js.stripe.com and checkout.stripe.com.
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com']
    : [];
  const stripeFrames = config.STRIPE_PUBLISHABLE_KEY
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com']
    : [];
  const stripeApi = config.STRIPE_PUBLISHABLE_KEY ? ['https://api.stripe.com', 'https://*.stripe.com'] : [];
  const analytics = config.ANALYTICS_ID ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = config.ANALYTICS_ID
    ? ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com']
    : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...stripe, ...analytics],
        'worker-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(stripe.length ? ['https://*.stripe.com'] : []),
          ...analyticsConnect,
        ],
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'blob:', 'data:', ...stripeApi, ...analyticsConnect],
        'frame-src': [...stripeFrames].length ? stripeFrames : ["'none'"],
        ...(config.PUBLIC_URL.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false, // below: only on answers that went over https
  });
  const hsts = helmet.strictTransportSecurity(); // max-age one year, includeSubDomains (helmet defaults)
  return (req: Request, res: Response, next: NextFunction) => {
    headers(req, res, (err?: unknown) => {
      if (err) return next(err);
      // RFC 6797 §7.2: never over plain http. req.secure is a TLS socket, or X-Forwarded-Proto: https
      // from a proxy trusted by TRUST_PROXY_HOPS (express ignores the header otherwise).
      if (req.secure) return hsts(req, res, next);
      next();
    });
  };
}
