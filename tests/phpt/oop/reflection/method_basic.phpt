--TEST--
ReflectionMethod basics
--FILE--
<?php
class A { public function pub() {} protected function prot() {} private function priv() {} public static function st() {} final public function fin() {} }
foreach (['pub', 'prot', 'priv', 'st', 'fin'] as $n) {
  $m = new ReflectionMethod('A', $n);
  printf("%s pub=%d prot=%d priv=%d static=%d final=%d abs=%d mods=%d\n", $n, $m->isPublic(), $m->isProtected(), $m->isPrivate(), $m->isStatic(), $m->isFinal(), $m->isAbstract(), $m->getModifiers());
}
?>
--EXPECT--
pub pub=1 prot=0 priv=0 static=0 final=0 abs=0 mods=1
prot pub=0 prot=1 priv=0 static=0 final=0 abs=0 mods=2
priv pub=0 prot=0 priv=1 static=0 final=0 abs=0 mods=4
st pub=1 prot=0 priv=0 static=1 final=0 abs=0 mods=17
fin pub=1 prot=0 priv=0 static=0 final=1 abs=0 mods=33
