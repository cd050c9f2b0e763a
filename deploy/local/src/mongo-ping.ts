// A real `ping` over the MongoDB wire protocol (one OP_MSG), so FerretDB counts as ready only when it
// answers commands, not merely when its port accepts connections. No driver dependency needed here.
import { connect } from 'node:net';

const OP_MSG = 2013;

function pingMessage(): Buffer {
  // BSON { ping: 1, $db: 'admin' }
  const doc = Buffer.concat([
    Buffer.from([0x10]), Buffer.from('ping\0'), int32(1),
    Buffer.from([0x02]), Buffer.from('$db\0'), int32(6), Buffer.from('admin\0'),
    Buffer.from([0x00]),
  ]);
  const bson = Buffer.concat([int32(doc.length + 4), doc]);
  const body = Buffer.concat([int32(0) /* flagBits */, Buffer.from([0]) /* body section */, bson]);
  return Buffer.concat([int32(16 + body.length), int32(1), int32(0), int32(OP_MSG), body]);
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
}

/** `ok` of the reply's body document (a double or int), or null. */
function okOf(reply: Buffer): number | null {
  if (reply.readInt32LE(12) !== OP_MSG) return null;
  const doc = reply.subarray(21); // header 16 + flagBits 4 + section kind 1
  for (const [type, read] of [[0x01, (b: Buffer) => b.readDoubleLE()], [0x10, (b: Buffer) => b.readInt32LE()]] as const) {
    const at = doc.indexOf(Buffer.from([type, 0x6f, 0x6b, 0x00])); // type, "ok", NUL
    if (at >= 4) return read(doc.subarray(at + 4));
  }
  return null;
}

export function mongoPing(port: number, host = '127.0.0.1', timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let data = Buffer.alloc(0);
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(pingMessage()));
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (data.length >= 4 && data.length >= data.readInt32LE(0)) done(okOf(data) === 1);
    });
  });
}
