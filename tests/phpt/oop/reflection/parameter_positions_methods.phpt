--TEST--
parameter details of a method
--FILE--
<?php
class Repo { public function find(int $id, array $opts = [], ?callable $cb = null, string|int ...$extra): ?object { return null; } }
$m = new ReflectionMethod('Repo', 'find');
foreach ($m->getParameters() as $p) {
  echo $p->getPosition(), ':', $p->getName(), ' type=', $p->getType() ?? 'none', ' opt=', (int) $p->isOptional(), ' null=', (int) $p->allowsNull(), ' variadic=', (int) $p->isVariadic();
  if ($p->isDefaultValueAvailable()) echo ' default=', var_export($p->getDefaultValue(), true);
  echo "\n";
}
echo $m->getReturnType(), ' ', (int) $m->getReturnType()->allowsNull(), "\n";
?>
--EXPECT--
0:id type=int opt=0 null=0 variadic=0
1:opts type=array opt=1 null=0 variadic=0 default=array (
)
2:cb type=?callable opt=1 null=1 variadic=0 default=NULL
3:extra type=string|int opt=1 null=0 variadic=1
?object 1
