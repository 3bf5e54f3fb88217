//! Closing a connection so that what the server said last reaches the client: a lingering
//! close. Every accepted socket is a [`Lingering`]; when the server is done with it (a session
//! ended, an HTTP connection closed), it sends its FIN after everything written, then reads
//! and discards whatever the client still sends until the client closes too, or for
//! [`LINGER`] at most.
//!
//! Why: a socket closed while bytes it never read wait in its receive buffer is reset by the
//! kernel (RST instead of FIN), and a reset throws away what was still queued to send. A
//! client that sends a message over the size limit in fragments, all at once, has its later
//! fragments in that buffer when the server closes, so without this it would never get its
//! `frame_too_large` and close code 1009 (it would see a broken connection, 1006); one that
//! sends them slowly would have its next fragment refused with a reset. The same holds for
//! any connection closed while its client talks (rate limits, a full queue, the hello
//! deadline). Nothing read here is parsed or kept: a client cannot make the server hold more
//! than one small buffer, nor hold the socket longer than [`LINGER`].

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// How long a closed connection's socket waits for its client to close too.
pub const LINGER: Duration = Duration::from_secs(2);

/// A listener whose connections close the lingering way.
#[derive(Debug)]
pub struct Listener(pub TcpListener);

impl axum::serve::Listener for Listener {
    type Io = Lingering;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        // The plain listener's accept logs and retries failed accepts.
        let (tcp, addr) = axum::serve::Listener::accept(&mut self.0).await;
        (Lingering { tcp: Some(tcp) }, addr)
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.0.local_addr()
    }
}

/// An accepted TCP connection that lingers when dropped (see the module's doc).
#[derive(Debug)]
pub struct Lingering {
    /// Taken by the lingering task when the connection is dropped.
    tcp: Option<TcpStream>,
}

impl Lingering {
    /// Sets `TCP_NODELAY`.
    pub fn set_nodelay(&self, on: bool) -> io::Result<()> {
        self.tcp()?.set_nodelay(on)
    }

    fn tcp(&self) -> io::Result<&TcpStream> {
        self.tcp
            .as_ref()
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotConnected))
    }

    fn tcp_mut(&mut self) -> io::Result<Pin<&mut TcpStream>> {
        self.tcp
            .as_mut()
            .map(Pin::new)
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotConnected))
    }
}

impl Drop for Lingering {
    fn drop(&mut self) {
        let (Some(tcp), Ok(runtime)) = (self.tcp.take(), tokio::runtime::Handle::try_current())
        else {
            return;
        };
        runtime.spawn(linger(tcp));
    }
}

/// Sends FIN after what was written, then discards what the client sends until it closes or
/// [`LINGER`] passes; the socket closes when this returns.
async fn linger(mut tcp: TcpStream) {
    let drain = async {
        // An error here means the connection is gone already; reading then ends at once.
        let _ = tcp.shutdown().await;
        let mut scratch = [0u8; 4096];
        while let Ok(n) = tcp.read(&mut scratch).await {
            if n == 0 {
                return;
            }
        }
    };
    let _ = tokio::time::timeout(LINGER, drain).await;
}

impl AsyncRead for Lingering {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut().tcp_mut() {
            Ok(tcp) => tcp.poll_read(cx, buf),
            Err(e) => Poll::Ready(Err(e)),
        }
    }
}

impl AsyncWrite for Lingering {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut().tcp_mut() {
            Ok(tcp) => tcp.poll_write(cx, buf),
            Err(e) => Poll::Ready(Err(e)),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut().tcp_mut() {
            Ok(tcp) => tcp.poll_write_vectored(cx, bufs),
            Err(e) => Poll::Ready(Err(e)),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.as_ref().is_some_and(|t| t.is_write_vectored())
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut().tcp_mut() {
            Ok(tcp) => tcp.poll_flush(cx),
            Err(e) => Poll::Ready(Err(e)),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut().tcp_mut() {
            Ok(tcp) => tcp.poll_shutdown(cx),
            Err(e) => Poll::Ready(Err(e)),
        }
    }
}
