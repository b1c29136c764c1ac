--TEST--
attributes on properties and promoted parameters
--FILE--
<?php
#[Attribute(Attribute::TARGET_PROPERTY | Attribute::TARGET_PARAMETER)]
class Inject { public function __construct(public string $id = '') {} }
class Svc {
  #[Inject('logger')] public $logger;
  public function __construct(#[Inject('db')] public $db = null) {}
}
foreach ((new ReflectionClass('Svc'))->getProperties() as $p) {
  foreach ($p->getAttributes() as $a) echo $p->name, ' ', $a->getName(), ' ', $a->newInstance()->id, "\n";
}
$param = (new ReflectionMethod('Svc', '__construct'))->getParameters()[0];
echo $param->getAttributes()[0]->getArguments()[0], "\n";
?>
--EXPECT--
logger Inject logger
db Inject db
db
