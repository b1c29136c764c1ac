--TEST--
Nested writes, increments and references through ArrayObject/ArrayIterator elements and through &__get
--FILE--
<?php
$o = new ArrayObject(['a' => 1, 'l' => []]);
$o['a']++;
$o['l'][] = 5;
$o['n']['x'] = 1;
$r = &$o['a']; $r = 10;
var_dump($o->getArrayCopy());
$i = new ArrayIterator([1, [2]]);
$i[1][] = 3; $i[0] += 4; $i[0]--;
var_dump($i->getArrayCopy());
class AO extends ArrayObject { function offsetGet($k): mixed { echo "get $k\n"; return parent::offsetGet($k); } }
$s = new AO(['l' => []]);
$s['l'][] = 1;
var_dump($s->getArrayCopy());
class M { public $p; function __construct() { unset($this->p); } function __get($n) { echo "__get $n\n"; return $this->o ??= new stdClass; } private $o; }
$m = new M; $m->p->x = 1; var_dump($m);
class N { private $d = []; function &__get($n) { echo "ref $n\n"; if (!isset($this->d[$n])) $this->d[$n] = null; return $this->d[$n]; } }
$n = new N; $n->a['k'] = 1; $n->a['j'] = 2; $n->b->c = 3; var_dump($n);
$x = &$n->c; $x = 'bound'; var_dump($n->c);
echo $n->a['k'], "\n";
class Q { private $d = ['v' => [1]]; function __get($n) { return $this->d[$n]; } }
$q = new Q; $q->v[] = 2; var_dump($q->v);
$ai = new ArrayIterator(['x' => ['y' => 1]]);
$ai['x']['y']++; unset($ai['x']['y']); var_dump($ai['x']);
--EXPECTF--
array(3) {
  ["a"]=>
  &int(10)
  ["l"]=>
  array(1) {
    [0]=>
    int(5)
  }
  ["n"]=>
  array(1) {
    ["x"]=>
    int(1)
  }
}
array(2) {
  [0]=>
  int(4)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
}
get l

Notice: Indirect modification of overloaded element of AO has no effect in %s on line 13
array(1) {
  ["l"]=>
  array(0) {
  }
}
__get p
object(M)#4 (1) {
  ["o":"M":private]=>
  object(stdClass)#5 (1) {
    ["x"]=>
    int(1)
  }
}
ref a
ref a
ref b

Fatal error: Uncaught Error: Attempt to assign property "c" on null in %s:18
Stack trace:
#0 {main}
  thrown in %s on line 18
