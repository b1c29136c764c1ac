--TEST--
isInterface/isAbstract/isFinal/isTrait/isEnum/isInstantiable
--FILE--
<?php
interface I { function f(); } interface E0 {}
abstract class Ab {} final class Fi {} trait T {} enum En { case A; }
class Priv { private function __construct() {} }
class Plain {}
foreach (['I', 'E0', 'Ab', 'Fi', 'T', 'En', 'Priv', 'Plain'] as $c) {
  $r = new ReflectionClass($c);
  printf("%-6s iface=%d abs=%d final=%d trait=%d enum=%d inst=%d clone=%d mods=%d\n", $c, $r->isInterface(), $r->isAbstract(), $r->isFinal(), $r->isTrait(), $r->isEnum(), $r->isInstantiable(), $r->isCloneable(), $r->getModifiers());
}
?>
--EXPECT--
I      iface=1 abs=1 final=0 trait=0 enum=0 inst=0 clone=0 mods=0
E0     iface=1 abs=0 final=0 trait=0 enum=0 inst=0 clone=0 mods=0
Ab     iface=0 abs=1 final=0 trait=0 enum=0 inst=0 clone=0 mods=64
Fi     iface=0 abs=0 final=1 trait=0 enum=0 inst=1 clone=1 mods=32
T      iface=0 abs=0 final=0 trait=1 enum=0 inst=0 clone=0 mods=0
En     iface=0 abs=0 final=1 trait=0 enum=1 inst=0 clone=0 mods=32
Priv   iface=0 abs=0 final=0 trait=0 enum=0 inst=0 clone=1 mods=0
Plain  iface=0 abs=0 final=0 trait=0 enum=0 inst=1 clone=1 mods=0
