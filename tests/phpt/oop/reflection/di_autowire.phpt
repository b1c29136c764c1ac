--TEST--
a small DI container autowiring constructors by type
--FILE--
<?php
interface LoggerInterface { public function log(string $m): void; }
class EchoLogger implements LoggerInterface { public function log(string $m): void { echo "[log] $m\n"; } }
class Config { public function __construct(public array $values = ['dsn' => 'sqlite::memory:']) {} }
class Database { public function __construct(public Config $config, public LoggerInterface $logger) { $logger->log('db ' . $config->values['dsn']); } }
class UserRepository { public function __construct(private Database $db, private LoggerInterface $logger, private int $pageSize = 20) {} public function info() { return get_class($this->db) . ' ' . $this->pageSize; } }
class Container {
  private array $bindings = [];
  private array $instances = [];
  public function bind(string $abstract, string $concrete) { $this->bindings[$abstract] = $concrete; }
  public function get(string $id) {
    if (isset($this->instances[$id])) return $this->instances[$id];
    $class = $this->bindings[$id] ?? $id;
    $r = new ReflectionClass($class);
    if (!$r->isInstantiable()) throw new RuntimeException("Cannot instantiate $class");
    $ctor = $r->getConstructor();
    if ($ctor === null) return $this->instances[$id] = $r->newInstance();
    $args = [];
    foreach ($ctor->getParameters() as $p) {
      $t = $p->getType();
      if ($t instanceof ReflectionNamedType && !$t->isBuiltin()) { $args[] = $this->get($t->getName()); }
      elseif ($p->isDefaultValueAvailable()) { $args[] = $p->getDefaultValue(); }
      else throw new RuntimeException("Cannot resolve \${$p->getName()}");
    }
    return $this->instances[$id] = $r->newInstanceArgs($args);
  }
}
$c = new Container;
$c->bind(LoggerInterface::class, EchoLogger::class);
$repo = $c->get(UserRepository::class);
echo $repo->info(), "\n";
var_dump($c->get(Database::class) === $c->get(Database::class));
try { $c->get(LoggerInterface::class . 'X'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
[log] db sqlite::memory:
Database 20
bool(true)
Class "LoggerInterfaceX" does not exist
