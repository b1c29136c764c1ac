--TEST--
`new` of classes without a constructor in compiled loops: with no arguments (the empty call is skipped), with arguments (still evaluated, in order), through a variable class name, anonymous classes, a parent's constructor inherited, a destructor, and the object used at once.
--FILE--
<?php
// `new` of classes without a constructor in compiled loops: with no
// arguments (the empty call is skipped), with arguments (still
// evaluated, in order), through a variable class name, anonymous
// classes, a parent's constructor inherited, a destructor, and the
// object used at once.
class Bare { public $v = 1; public $w = [1, 2]; }
class WithParentCtor extends Base { }
class Base { public $n; function __construct($n = 7) { $this->n = $n; } }
class Dies { static $count = 0; function __destruct() { self::$count++; } }
function arg($x) { echo "arg $x\n"; return $x; }
$s = 0;
for ($i = 0; $i < 3000; $i++) {
    $b = new Bare();
    $s += $b->v + count($b->w);
    $s += (new Bare)->v;
    $p = new WithParentCtor($i);
    $s += $p->n;
    $q = new WithParentCtor();
    $s += $q->n;
    new Dies();
}
echo $s, " ", Dies::$count, "\n";
$objs = [];
for ($i = 0; $i < 2; $i++) { $objs[] = new Bare(arg($i), arg($i + 10)); }
echo count($objs), "\n";
$name = "Bare";
$t = 0;
for ($i = 0; $i < 2500; $i++) { $o = new $name; $t += $o->v; $a = new class { public $k = 3; }; $t += $a->k; }
echo $t, "\n";
var_dump(new Bare);
$ids = [];
for ($i = 0; $i < 2000; $i++) { $ids[spl_object_id(new Bare)] = true; }
echo count($ids), "\n";
--EXPECT--
4531500 3000
arg 0
arg 10
arg 1
arg 11
2
10000
object(Bare)#8 (2) {
  ["v"]=>
  int(1)
  ["w"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
1
