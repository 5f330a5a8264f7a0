// A tiny SMTP server on loopback (port 0) that keeps what it receives: the edge the store does not own, for mail delivery tests.
import { createServer, type AddressInfo, type Server } from 'node:net';

/** One received message. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** The raw DATA (headers and body). */
  data: string;
}

/** A running catcher. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** Starts the catcher; it speaks just enough SMTP for nodemailer (no TLS, no auth). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: CaughtMail = { from: '', to: [], data: '' };
    socket.write('220 catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-catcher\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
