/**
 * Command-line enhancer for batch use and benchmarks, with the local engine (or the AI provider when
 * configured). Reads stdin, or one input per line with --lines FILE (one output line each, newlines in an
 * output written as "\n").
 *
 *   npm run enhance -- [--options fix_grammar,clarity] [--tone professional] [--length concise]
 *                      [--platform twitter] [--language hindi] [--explain] [--lines FILE] [--workers N]
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import { loadConfig } from 'src/config/app-config';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
import { OpenAiWritingEngine } from 'src/engines/openai/openai-writing-engine';
import { renderExplanation } from 'src/engines/writing/explanation';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { detectLanguage } from 'src/common/text';
import { LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import {
  ENHANCEMENTS,
  OUTPUT_LANGUAGES,
  RESPONSE_LENGTHS,
  SOCIAL_MEDIA,
  TONES,
  type Enhancement,
  type WritingEngine,
  type WritingOptions,
} from 'src/engines/writing/writing-engine';
import { writingWorkers } from 'src/engines/writing/writing.providers';

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`--${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

async function main(): Promise<void> {
  // stdout carries the enhanced texts only: the engine's log lines go to stderr
  const toStderr = (level: string) => (message: unknown) => process.stderr.write(`[${level}] ${String(message)}\n`);
  Logger.overrideLogger({ log: toStderr('log'), warn: toStderr('warn'), error: toStderr('error') });
  const { values } = parseArgs({
    options: {
      options: { type: 'string' },
      tone: { type: 'string' },
      length: { type: 'string' },
      platform: { type: 'string' },
      language: { type: 'string' },
      explain: { type: 'boolean', default: false },
      lines: { type: 'string' },
      workers: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      readFileSync(__filename, 'utf8')
        .split('*/')[0]
        .replace(/^\/\*\*?|^ \* ?/gm, '') + '\n',
    );
    return;
  }
  const enhancements = (values.options ?? '')
    .split(',')
    .filter(Boolean)
    .map((o) => oneOf('options', o, ENHANCEMENTS) as Enhancement);
  const options: WritingOptions = {
    enhancements,
    tone: oneOf('tone', values.tone, TONES),
    responseLength: oneOf('length', values.length, RESPONSE_LENGTHS) ?? 'regular',
    socialMedia: oneOf('platform', values.platform, SOCIAL_MEDIA),
    outputLanguage: oneOf('language', values.language, OUTPUT_LANGUAGES),
  };
  const config = loadConfig({ ...process.env, ...(values.workers ? { WRITING_WORKERS: values.workers } : {}) });
  let pool: HarperPool | undefined;
  let engine: WritingEngine;
  const ai = AiProviders.for(config).text;
  if (ai) {
    engine = new OpenAiWritingEngine(ai);
  } else {
    pool = new HarperPool({ size: writingWorkers(config), dialect: config.WRITING_DIALECT });
    engine = new LocalWritingEngine(pool);
  }
  try {
    if (values.lines) {
      const inputs = readFileSync(values.lines, 'utf8').split('\n');
      if (inputs.at(-1) === '') inputs.pop();
      const outputs = await Promise.all(
        inputs.map((line) => (line.trim() ? engine.enhance(line, options).then((r) => r.text) : Promise.resolve(''))),
      );
      process.stdout.write(outputs.map((o) => o.replace(/\n/g, '\\n')).join('\n') + '\n');
    } else {
      const input = readFileSync(0, 'utf8');
      const result = await engine.enhance(input, options);
      process.stdout.write(result.text + '\n');
      if (values.explain || enhancements.includes('explain')) {
        const language = options.outputLanguage ?? detectLanguage(input);
        process.stderr.write('\n' + renderExplanation(result, language, true) + '\n');
      }
    }
  } finally {
    await pool?.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`enhance: ${(err as Error).message}\n`);
  process.exit(1);
});
