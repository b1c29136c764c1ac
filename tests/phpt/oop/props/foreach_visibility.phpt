--TEST--
foreach over an object lists only properties visible from the current scope
--FILE--
<?php
class A {
    public $pub = 1; protected $prot = 2; private $priv = 3; public $dyn;
    function inside() { $r = []; foreach ($this as $k => $v) $r[] = "$k=$v"; return implode(",", $r); }
}
class B extends A { private $own = 4; function child() { $r = []; foreach ($this as $k => $v) $r[] = "$k=$v"; return implode(",", $r); } }
$b = new B;
$r = []; foreach ($b as $k => $v) $r[] = "$k=$v"; echo implode(",", $r), "\n";
echo $b->inside(), "\n", $b->child(), "\n";
--EXPECT--
pub=1,dyn=
pub=1,prot=2,priv=3,dyn=
pub=1,prot=2,dyn=,own=4
