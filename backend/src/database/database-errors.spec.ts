import { QueryFailedError } from 'typeorm';
import { describeError, isConnectionError } from './database-errors';

const netError = (code: string, syscall: string, message = `${syscall} ${code}`) =>
  Object.assign(new Error(message), { code, syscall });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['a refused connect', netError('ECONNREFUSED', 'connect', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['an unknown host', netError('ENOTFOUND', 'getaddrinfo')],
    ['a reset socket', netError('ECONNRESET', 'read')],
    ['the unix socket of a stopped server', netError('ENOENT', 'connect')],
    ['an admin shutdown (pg_ctl stop)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a lost connection wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection due to administrator command')),
    ],
    ['a connect to several addresses', Object.assign(new AggregateError([netError('ECONNREFUSED', 'connect')]), {})],
    ['a cause', new Error('Could not open', { cause: netError('ECONNREFUSED', 'connect') })],
  ])('is true for %s', (_what, err) => {
    expect(isConnectionError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a bad password', pgError('28P01', 'password authentication failed for user "likho"')],
    ['a missing database', pgError('3D000', 'database "likho" does not exist')],
    ['a syntax error wrapped by TypeORM', new QueryFailedError('SELEC 1', [], pgError('42601', 'syntax error'))],
    ['a missing file', netError('ENOENT', 'open')],
    ['a file operation timing out', netError('ETIMEDOUT', 'read-file')],
    ['a plain error', new Error('Something else')],
    ['nothing', undefined],
  ])('is false for %s', (_what, err) => {
    expect(isConnectionError(err)).toBe(false);
  });
});

describe('describeError', () => {
  it('gives the first line of the message, or what an AggregateError holds', () => {
    expect(describeError(new Error('first\n    at stack'))).toBe('first');
    expect(describeError(new AggregateError([new Error('connect ECONNREFUSED ::1:5432')]))).toBe(
      'connect ECONNREFUSED ::1:5432',
    );
    expect(describeError({ code: 'ECONNRESET' })).toBe('ECONNRESET');
  });
});
