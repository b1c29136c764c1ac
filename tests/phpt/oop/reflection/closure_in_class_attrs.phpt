--TEST--
closure parameters and return types
--FILE--
<?php
class Svc { public function handler(): Closure { return function (int $id, string ...$tags): ?array { return null; }; } }
$f = new ReflectionFunction((new Svc)->handler());
foreach ($f->getParameters() as $p) echo $p->getPosition(), ' ', $p->getName(), ' ', $p->getType(), ' ', var_export($p->isVariadic(), true), "\n";
echo $f->getReturnType(), "\n";
var_dump($f->getNumberOfRequiredParameters());
?>
--EXPECT--
0 id int false
1 tags string true
?array
int(1)
