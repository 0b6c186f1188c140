/**
 * Performance (bench/results.md): the shell's build replaces the federation SDK's logger (0.5 KB
 * compressed) with this one: the same loggers, writing under their prefix to their delegate (the
 * console unless set) by the same stand-ins (a delegate without `debug` gets `log`, ...). It leaves out
 * the stack trace the SDK adds to each line in its debug mode, and the build tools' half
 * (`bindLoggerToCompiler` does nothing: there is no compiler in the browser).
 * shared/test/slimRuntime.test.ts holds it to the module it replaces.
 */
import { isDebugMode } from 'federation-own/sdk/env.js';

type Level = 'log' | 'info' | 'warn' | 'error' | 'debug';
type Delegate = Partial<Record<Level, (...args: unknown[]) => void>>;

/** Each level and the methods that stand in for it, in the SDK's order. */
const standIns: Record<Level, Level[]> = {
  log: ['log', 'info'],
  info: ['info', 'log'],
  warn: ['warn', 'info', 'log'],
  error: ['error', 'warn', 'log'],
  debug: ['debug', 'log'],
};

class Logger {
  delegate: Delegate;

  constructor(
    public prefix: string,
    delegate?: Delegate,
  ) {
    this.delegate = delegate ?? console;
  }

  setPrefix(prefix: string) {
    this.prefix = prefix;
  }

  setDelegate(delegate?: Delegate) {
    this.delegate = delegate ?? console;
  }

  emit(level: Level, args: unknown[]) {
    for (const target of [this.delegate, console as Delegate]) {
      const method = standIns[level].find((name) => typeof target[name] === 'function');
      if (method) return void target[method]?.call(target, this.prefix, ...args);
    }
  }

  log(...args: unknown[]) {
    this.emit('log', args);
  }
  warn(...args: unknown[]) {
    this.emit('warn', args);
  }
  error(...args: unknown[]) {
    this.emit('error', args);
  }
  success(...args: unknown[]) {
    this.emit('info', args);
  }
  info(...args: unknown[]) {
    this.emit('info', args);
  }
  ready(...args: unknown[]) {
    this.emit('info', args);
  }
  debug(...args: unknown[]) {
    if (isDebugMode()) this.emit('debug', args);
  }
}

const PREFIX = '[ Module Federation ]';

export const createLogger = (prefix: string) => new Logger(prefix);
export const createInfrastructureLogger = (prefix: string) =>
  Object.defineProperty(new Logger(prefix), '__mf_infrastructure_logger__', { value: true });
export const bindLoggerToCompiler = (): void => undefined;
export const logger = createLogger(PREFIX);
export const infrastructureLogger = createInfrastructureLogger(PREFIX);
