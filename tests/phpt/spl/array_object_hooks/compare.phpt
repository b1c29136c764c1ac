--TEST--
== and <=> on ArrayObject and ArrayIterator compare the storages, then the objects' own properties
--FILE--
<?php
$a = new ArrayObject(['x' => 1, 'y' => [1, 2]]);
$b = new ArrayObject(['x' => 1, 'y' => [1, 2]]);
$c = new ArrayObject(['x' => 2]);
$d = new ArrayObject([1]);
$e = new ArrayObject([2]);
var_dump($a == $b, $a != $c, $a == $c, $d < $e, $d <=> $e, $e <=> $d, $a === $b);
$b->prop = 5;
var_dump($a == $b);
$a->prop = 5;
var_dump($a == $b);
var_dump(new ArrayIterator([1, 2]) == new ArrayIterator([1, 2]), new ArrayIterator([1]) == new ArrayIterator([2]));
var_dump(new ArrayObject([1]) == new ArrayIterator([1]));
var_dump(new ArrayObject([]) == new stdClass);
class Sub extends ArrayObject {}
var_dump(new Sub([1, 2]) == new Sub([1, 2]), new Sub([1]) == new Sub([3]), new Sub([1]) == new ArrayObject([1]));
$o1 = new stdClass; $o1->v = 1;
$o2 = new stdClass; $o2->v = 1;
var_dump(new ArrayObject($o1) == new ArrayObject($o2));
$o2->v = 2;
var_dump(new ArrayObject($o1) == new ArrayObject($o2));
$arr = [new ArrayObject([3]), new ArrayObject([1]), new ArrayObject([2])];
sort($arr);
foreach ($arr as $x) { echo $x[0], " "; }
echo "\n";
var_dump(in_array(new ArrayObject([1]), $arr), in_array(new ArrayObject([9]), $arr));
--EXPECTF--
bool(true)
bool(true)
bool(false)
bool(true)
int(-1)
int(1)
bool(false)

Deprecated: Creation of dynamic property ArrayObject::$prop is deprecated in %s on line 8
bool(false)

Deprecated: Creation of dynamic property ArrayObject::$prop is deprecated in %s on line 10
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
1 2 3 
bool(true)
bool(false)
