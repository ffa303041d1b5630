import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {});
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** whitelist + forbid unknown fields + transform; messages joined into one readable sentence list. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ') || 'Invalid request'),
  });
}

/**
 * class-transformer `@Transform` for integer fields that may arrive as text (multipart fields): only plain
 * decimal digits, with an optional minus, become a number. Anything else ('', ' 0', '0x0', '1e3', '1.0')
 * stays as it came and fails `@IsInt` with the field's message, instead of Number() turning it into 0.
 */
export function strictInteger({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
}
