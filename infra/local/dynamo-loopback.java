// DynamoDB Local, listening on one address only (127.0.0.1 unless -Dmaison.dynamodb.host says
// otherwise). Its own launcher has no host option and binds every interface, so anyone on the
// same network could read and write the table. This runs the same engine with the same
// command-line options and sets the address on its Jetty connector before it starts.
// Run from source (java's single-file launcher) with DynamoDBLocal.jar on the class path.

import java.lang.reflect.Field;
import org.eclipse.jetty.server.AbstractNetworkConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

final class DynamoLoopback {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("maison.dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    if (proxy == null) return; // -help or -version: the runner has printed its answer.
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (!(connector instanceof AbstractNetworkConnector)) {
        throw new IllegalStateException("DynamoDB Local has a connector whose address cannot be set: " + connector);
      }
      ((AbstractNetworkConnector) connector).setHost(host);
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
