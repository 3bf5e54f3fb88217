//! `tavern`: the game server binary.

use clap::Parser;
use tavern_server::config::Command;
use tavern_server::{Config, StopMode};
use tracing_subscriber::EnvFilter;

// Many small messages are built on one thread and freed on another (match tasks, sessions,
// the storage writer); mimalloc frees across threads without taking a lock.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let config = Config::parse();
    if let Some(Command::Health {
        ready,
        timeout_secs,
    }) = &config.command
    {
        let path = if *ready { "/readyz" } else { "/healthz" };
        let timeout = std::time::Duration::from_secs((*timeout_secs).max(1));
        match tavern_server::health::check(config.addr, path, timeout) {
            Ok(()) => std::process::exit(0),
            Err(e) => {
                eprintln!("unhealthy: {e}");
                std::process::exit(1);
            }
        }
    }
    if let Some(Command::Backup { file }) = &config.command {
        match tavern_server::backup::run(&config, file) {
            Ok(bytes) => {
                println!("backup written: {} ({bytes} bytes)", file.display());
                std::process::exit(0);
            }
            Err(e) => {
                eprintln!("tavern backup: {e}");
                std::process::exit(1);
            }
        }
    }
    let filter = EnvFilter::try_from_env("TAVERN_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    if config.log_json {
        tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .init();
    } else {
        // Colour only for a person at a terminal (and never with NO_COLOR set).
        use std::io::IsTerminal;
        let ansi = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_ansi(ansi)
            .init();
    }
    let listeners = tavern_server::Listeners::bind(&config).await?;
    tracing::info!(
        addr = %listeners.public.local_addr()?,
        admin_addr = %listeners.admin.local_addr()?,
        version = tavern_server::VERSION,
        commit = tavern_server::COMMIT,
        "tavern listening"
    );
    tavern_server::serve(listeners, config, stop_signal()).await
}

/// The first SIGTERM or ctrl-c drains; a second one stops at once (everything acknowledged is
/// already stored, so unfinished matches resume at the next start).
async fn stop_signal() -> StopMode {
    signal().await;
    tokio::spawn(async {
        signal().await;
        tracing::warn!("second stop signal: stopping now");
        std::process::exit(1);
    });
    StopMode::Drain
}

/// Resolves on ctrl-c or SIGTERM.
async fn signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
