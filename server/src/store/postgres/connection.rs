//! One connection of the PostgreSQL store's own threads (the writer's, the reader's): connecting
//! without TLS, connecting again after the server went away, and the statements it has
//! prepared (each SQL text is parsed once per connection, then only bound and run).

use std::collections::HashMap;
use std::time::Duration;

use ::postgres::types::ToSql;
use ::postgres::{Client, Config, IsolationLevel, NoTls, Row, Statement, Transaction};

use crate::store::StoreError;

/// Parameters of a statement.
pub(super) type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

/// A connection and its prepared statements.
pub(super) struct Conn {
    config: Config,
    /// Session settings run after each connect (the writer's durability).
    settings: &'static str,
    client: Client,
    prepared: HashMap<&'static str, Statement>,
    /// A statement failed because the connection broke (the client may not know it is closed
    /// yet: `is_closed` turns true only once its connection has shut down): the next
    /// transaction connects again.
    broken: bool,
}

impl Conn {
    /// Connects (the `postgres` client blocks: only on a thread outside the async runtime).
    pub(super) fn open(config: &Config, settings: &'static str) -> Result<Conn, StoreError> {
        let client = connect(config, settings)?;
        Ok(Conn {
            config: config.clone(),
            settings,
            client,
            prepared: HashMap::new(),
            broken: false,
        })
    }

    /// The client, connected again first if the server closed the connection (a restart of
    /// PostgreSQL fails the writes in flight, not every write after it).
    fn reconnect_if_closed(&mut self) -> Result<(), StoreError> {
        if self.broken || self.client.is_closed() {
            tracing::warn!("the PostgreSQL connection was closed; connecting again");
            self.client = connect(&self.config, self.settings)?;
            self.prepared.clear();
            self.broken = false;
        }
        Ok(())
    }

    /// Whether the server closed the connection or it broke under a statement (the next
    /// transaction connects again).
    pub(super) fn is_closed(&self) -> bool {
        self.broken || self.client.is_closed()
    }

    /// A read-write transaction.
    pub(super) fn transaction(&mut self) -> Result<Tx<'_>, StoreError> {
        self.reconnect_if_closed()?;
        let broken = &mut self.broken;
        let tx = self.client.transaction().map_err(|e| noting(broken, e))?;
        Ok(Tx {
            tx,
            prepared: &mut self.prepared,
            broken,
        })
    }

    /// A read-only transaction that sees one snapshot throughout: a match's steps read from
    /// `steps` and from `logs` agree even while the writer moves them from one to the other.
    pub(super) fn snapshot(&mut self) -> Result<Tx<'_>, StoreError> {
        self.reconnect_if_closed()?;
        let broken = &mut self.broken;
        let tx = self
            .client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .map_err(|e| noting(broken, e))?;
        Ok(Tx {
            tx,
            prepared: &mut self.prepared,
            broken,
        })
    }
}

/// The error as a [`StoreError`], noting in `broken` whether the connection may have broken:
/// any error the server did not answer with (an I/O error, a closed connection, a reply that
/// does not parse), and the server's own word that it is ending the session (SQLSTATE class 57,
/// operator intervention: `terminating connection due to administrator command` is what a
/// restart or `pg_terminate_backend` sends; class 08, connection exceptions). A statement the
/// server refused leaves the connection as it is; connecting again after anything else costs
/// one connect and rules out reusing a dead one.
fn noting(broken: &mut bool, e: ::postgres::Error) -> StoreError {
    let ending = e.as_db_error().is_none_or(|db| {
        let class = &db.code().code()[..2];
        class == "57" || class == "08"
    });
    if e.is_closed() || ending {
        *broken = true;
    }
    StoreError::from(e)
}

fn connect(config: &Config, settings: &'static str) -> Result<Client, StoreError> {
    let mut client = config.connect(NoTls).map_err(|e| {
        StoreError::Failed(format!(
            "connecting to PostgreSQL: {}",
            StoreError::from(e).message()
        ))
    })?;
    client.batch_execute(settings)?;
    Ok(client)
}

/// The connection settings of a `postgres://` URL, with Tavern's defaults where it says
/// nothing (a connect timeout, the application name PostgreSQL shows in `pg_stat_activity`).
pub(super) fn config(url: &str) -> Result<Config, StoreError> {
    let mut config: Config = url
        .parse()
        .map_err(|e| StoreError::Failed(format!("the PostgreSQL URL does not parse: {e}")))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(10));
    }
    if config.get_application_name().is_none() {
        config.application_name("tavern");
    }
    Ok(config)
}

/// Where a configuration points, for logs (never its password).
pub(super) fn describe(config: &Config) -> String {
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .zip(config.get_ports().iter().chain(std::iter::repeat(&5432)))
        .map(|(host, port)| match host {
            ::postgres::config::Host::Tcp(h) => format!("{h}:{port}"),
            ::postgres::config::Host::Unix(p) => format!("{}:{port}", p.display()),
        })
        .collect();
    format!(
        "{}/{}",
        hosts.join(","),
        config.get_dbname().unwrap_or("(the user's database)")
    )
}

/// A transaction whose statements are prepared once per connection.
pub(super) struct Tx<'a> {
    tx: Transaction<'a>,
    prepared: &'a mut HashMap<&'static str, Statement>,
    broken: &'a mut bool,
}

impl Tx<'_> {
    fn statement(&mut self, sql: &'static str) -> Result<Statement, StoreError> {
        if let Some(st) = self.prepared.get(sql) {
            return Ok(st.clone());
        }
        let st = self.tx.prepare(sql).map_err(|e| noting(self.broken, e))?;
        self.prepared.insert(sql, st.clone());
        Ok(st)
    }

    /// Runs a statement; returns the rows it changed.
    pub(super) fn execute(&mut self, sql: &'static str, params: Params) -> Result<u64, StoreError> {
        let st = self.statement(sql)?;
        self.tx
            .execute(&st, params)
            .map_err(|e| noting(self.broken, e))
    }

    /// Runs a query; returns its rows.
    pub(super) fn query(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Vec<Row>, StoreError> {
        let st = self.statement(sql)?;
        self.tx
            .query(&st, params)
            .map_err(|e| noting(self.broken, e))
    }

    /// Runs a query of at most one row.
    pub(super) fn query_opt(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Option<Row>, StoreError> {
        let st = self.statement(sql)?;
        self.tx
            .query_opt(&st, params)
            .map_err(|e| noting(self.broken, e))
    }

    /// Runs SQL that takes no parameters (several statements allowed).
    pub(super) fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.tx
            .batch_execute(sql)
            .map_err(|e| noting(self.broken, e))
    }

    /// Commits.
    pub(super) fn commit(self) -> Result<(), StoreError> {
        let broken = self.broken;
        self.tx.commit().map_err(|e| noting(broken, e))
    }
}
