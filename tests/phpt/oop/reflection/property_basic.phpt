--TEST--
ReflectionProperty basics
--FILE--
<?php
class A { public $a = 1; protected int $b = 2; private ?string $c = null; public static $s; public readonly int $r; public function __construct() { $this->r = 1; } }
foreach (['a', 'b', 'c', 's', 'r'] as $n) {
  $p = new ReflectionProperty('A', $n);
  printf("%s pub=%d prot=%d priv=%d static=%d ro=%d default=%d mods=%d type=%s\n", $p->getName(), $p->isPublic(), $p->isProtected(), $p->isPrivate(), $p->isStatic(), $p->isReadOnly(), $p->isDefault(), $p->getModifiers(), $p->hasType() ? $p->getType() : '-');
}
?>
--EXPECT--
a pub=1 prot=0 priv=0 static=0 ro=0 default=1 mods=1 type=-
b pub=0 prot=1 priv=0 static=0 ro=0 default=1 mods=2 type=int
c pub=0 prot=0 priv=1 static=0 ro=0 default=1 mods=4 type=?string
s pub=1 prot=0 priv=0 static=1 ro=0 default=1 mods=17 type=-
r pub=1 prot=0 priv=0 static=0 ro=1 default=1 mods=129 type=int
