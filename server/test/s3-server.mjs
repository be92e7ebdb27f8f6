// A local S3-compatible server for the tests (test/s3.ts starts it): `node --openssl-legacy-provider
// test/s3-server.mjs <folder> [port]` prints {"port": n} once it listens; it stops on SIGTERM and when
// its standard input closes (the test process that started it ended).
// Its own process, because s3rver encrypts list continuation tokens with DES, which Node's OpenSSL 3
// offers only with the legacy provider.
import S3rver from 's3rver';

const [directory, port = '0'] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory, configureBuckets: [{ name: 'praxisport', configs: [] }] });
const { port: bound } = await server.run();
console.log(JSON.stringify({ port: bound }));
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop).resume();
