--TEST--
Freed objects' ids are reused and new objects start from their class's defaults (objects of other classes with as many slots, dynamic properties, destructors, weak references)
--FILE--
<?php
class A { public $x = 1; public $s = "str"; public $arr = [1, 2]; }
class B { public $p = null; public $q = 2.5; public $r; }
class D { public $v = 0; function __destruct() { echo "destruct D ", $this->v, "\n"; } }

$a = new A;
$a->x = 42;
$a->s .= "ing";
$a->arr[] = 3;
@$a->dyn = "dynamic";
$id = spl_object_id($a);
unset($a);
$b = new B;
var_dump(spl_object_id($b) === $id);
var_dump($b);
$b->p = new A;
$b->r = [new B];
unset($b);
$a2 = new A;
var_dump($a2);
$objs = [];
for ($i = 0; $i < 20; $i++) {
    $o = new A;
    $o->x = $i;
    $objs[] = $o;
}
$ids = array_map('spl_object_id', $objs);
$objs = [];
$more = [];
for ($i = 0; $i < 20; $i++) {
    $more[] = new B;
}
var_dump(count(array_unique(array_map('spl_object_id', $more))));
var_dump($more[19]);
$d = new D;
$d->v = 7;
unset($d);
$d2 = new D;
var_dump($d2->v);
$w = new A;
$wr = WeakReference::create($w);
unset($w);
var_dump($wr->get());
$n = new A;
var_dump($wr->get());
$s = new stdClass;
$s->a = 1;
unset($s);
$s2 = new stdClass;
var_dump($s2);
function churn() {
    $before = memory_get_usage();
    for ($i = 0; $i < 1000; $i++) {
        $t = new B;
    }
    unset($t);
    return memory_get_usage() - $before;
}
churn();
var_dump(churn() < 1024);
echo "done\n";
--EXPECT--
bool(true)
object(B)#1 (3) {
  ["p"]=>
  NULL
  ["q"]=>
  float(2.5)
  ["r"]=>
  NULL
}
object(A)#1 (3) {
  ["x"]=>
  int(1)
  ["s"]=>
  string(3) "str"
  ["arr"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
int(20)
object(B)#22 (3) {
  ["p"]=>
  NULL
  ["q"]=>
  float(2.5)
  ["r"]=>
  NULL
}
destruct D 7
int(0)
NULL
NULL
object(stdClass)#26 (0) {
}
bool(true)
done
destruct D 0
