--TEST--
`new` without arguments of classes without a constructor, made by compiled code's own helper: typed and uninitialized slots, constant-expression defaults, a destructor inherited, a reference variable as the target, WeakReference and WeakMap on it, ids reused as php reuses them, an abstract class (never cached), `new` as an argument (a nested region) and inside a function.
--FILE--
<?php
// `new` without arguments of classes without a constructor, made by
// compiled code's own helper: typed and uninitialized slots,
// constant-expression defaults, a destructor inherited, a reference
// variable as the target, WeakReference
// and WeakMap on it, ids reused as php reuses them, an abstract class
// (never cached), `new` as an argument (a nested region) and inside a
// function.
class K { const A = 5; }
class Typed { public int $n; public ?string $s = null; public $arr = ['x' => K::A]; }
class Parent_ { public $d = 0; function __destruct() { echo ""; Parent_::$gone++; } static $gone = 0; }
class Child extends Parent_ { }
class Node { public $next; public $v = 2; }
abstract class Abs { }
function take($o) { return $o->v; }
function make($n) {
    $t = 0;
    for ($i = 0; $i < $n; $i++) { $o = new Node(); $t += $o->v; $t += take(new Node()); }
    return $t;
}
$s = 0; $err = 0; $uninit = 0;
$wm = new WeakMap();
for ($i = 0; $i < 3000; $i++) {
    $t = new Typed();
    try { $t->n; } catch (Error $e) { $uninit++; }
    $s += $t->arr['x'];
    $c = new Child();
    $r = &$ref;
    $r = new Node();
    $s += $ref->v;
    $n = new Node();
    $w = WeakReference::create($n);
    $wm[$n] = $i;
    if ($w->get() !== $n || $wm[$n] !== $i) { echo "weak $i\n"; }
    try { $a = new Abs(); } catch (Error $e) { $err++; }
    if ($i % 1000 == 0) { $x = new Node(); $y = new Node(); echo spl_object_id($x), " ", spl_object_id($y), "\n"; unset($x); $z = new Node(); echo spl_object_id($z), "\n"; unset($y, $z); }
}
unset($n, $w);
gc_collect_cycles();
echo $s, " ", $uninit, " ", $err, " ", Parent_::$gone, " ", count($wm), "\n";
echo make(2000), "\n";
var_dump(new Typed());
$o1 = new Node(); $o2 = new Node(); unset($o1); $o3 = new Node();
var_dump(spl_object_id($o2), spl_object_id($o3));
--EXPECT--
3 9
3
3 9
3
3 9
3
21000 3000 3000 2999 0
8000
object(Typed)#7 (2) {
  ["n"]=>
  uninitialized(int)
  ["s"]=>
  NULL
  ["arr"]=>
  array(1) {
    ["x"]=>
    int(5)
  }
}
int(8)
int(7)
