//! The fake as `https://discord.com`: a certificate made for the test and a TLS listener. The bot reaches
//! it through its `Endpoint` setting (`discord.com` at the fake's address, trusting this certificate), so
//! serenity's rate limiter runs exactly as in production.

use std::net::SocketAddr;
use std::sync::Arc;
use umpire::discord::config::Endpoint;

/// The host name the bot's requests go to.
const DISCORD_HOST: &str = "discord.com";

/// A self-signed certificate for `discord.com` and the server configuration that presents it.
pub struct Identity {
    certificate: Vec<u8>,
    pem: String,
    server: Arc<rustls::ServerConfig>,
}

impl Identity {
    /// Makes a fresh certificate and key.
    pub fn new() -> Self {
        let made = rcgen::generate_simple_self_signed(vec![DISCORD_HOST.to_owned()])
            .expect("a self-signed certificate");
        let certificate = made.cert.der().to_vec();
        let pem = made.cert.pem();
        let key = rustls::pki_types::PrivateKeyDer::Pkcs8(made.key_pair.serialize_der().into());
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut server = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(vec![certificate.clone().into()], key)
            .expect("the certificate fits its key");
        server.alpn_protocols = vec![b"http/1.1".to_vec()];
        Self {
            certificate,
            pem,
            server: Arc::new(server),
        }
    }

    /// Serves `app` over TLS on `listener`.
    pub fn serve(&self, listener: std::net::TcpListener, app: axum::Router) {
        let config = axum_server::tls_rustls::RustlsConfig::from_config(self.server.clone());
        tokio::spawn(async move {
            axum_server::from_tcp_rustls(listener, config)
                .serve(app.into_make_service())
                .await
                .expect("serving the fake over TLS");
        });
    }

    /// The bot's way to the fake: `discord.com` at `address`, trusting only this certificate.
    pub fn endpoint(&self, address: SocketAddr) -> Endpoint {
        Endpoint {
            address,
            certificate: reqwest::Certificate::from_der(&self.certificate)
                .expect("the certificate reads"),
        }
    }

    /// The certificate in PEM, as a bot program reads it from `DISCORD_CERTIFICATE`.
    pub fn pem(&self) -> &str {
        &self.pem
    }
}

impl Default for Identity {
    fn default() -> Self {
        Self::new()
    }
}
