--TEST--
foreach by reference over ArrayObject and ArrayIterator writes to the storage
--FILE--
<?php
$ao = new ArrayObject(['a' => 1, 'b' => 2, 'c' => 3]);
foreach ($ao as $k => &$v) {
    $v = $v * 10;
}
unset($v);
var_dump($ao->getArrayCopy());
foreach ($ao as &$v) {
    $v .= '!';
}
var_dump($ao);
unset($v);
$it = new ArrayIterator([1, 2, 3]);
foreach ($it as &$v) { $v++; }
unset($v);
var_dump($it->getArrayCopy(), count($it), $it[2]);
// writes through the object during the loop
$ao = new ArrayObject([1, 2]);
foreach ($ao as $k => &$v) {
    if ($k === 0) { $ao[] = 3; }
    echo "$k => $v\n";
    $v = -$v;
}
unset($v);
var_dump($ao->getArrayCopy());
// a clone after the loop does not share the storage
$c = clone $ao;
$c[0] = 'changed';
var_dump($ao[0], $c[0]);
// ArrayObject wrapping an ArrayObject
$inner = new ArrayObject(['p' => 1]);
$outer = new ArrayObject($inner);
foreach ($outer as &$v) { $v = 'via outer'; }
unset($v);
var_dump($inner['p']);
class Sub extends ArrayIterator {}
$s = new Sub([5]);
foreach ($s as &$v) { $v = 6; }
unset($v);
var_dump($s[0]);
class Over extends ArrayIterator { function current(): mixed { return parent::current(); } }
try {
    foreach (new Over([1]) as &$v) {}
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$ao = new ArrayObject([1, 2]);
foreach ($ao as &$v) {}
$v = 'last';
var_dump($ao->getArrayCopy());
echo serialize($ao), "\n";
var_dump(json_encode($ao), (array) $ao);
--EXPECT--
array(3) {
  ["a"]=>
  int(10)
  ["b"]=>
  int(20)
  ["c"]=>
  int(30)
}
object(ArrayObject)#1 (1) {
  ["storage":"ArrayObject":private]=>
  array(3) {
    ["a"]=>
    string(3) "10!"
    ["b"]=>
    string(3) "20!"
    ["c"]=>
    &string(3) "30!"
  }
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(3)
  [2]=>
  int(4)
}
int(3)
int(4)
0 => 1
1 => 2
2 => 3
array(3) {
  [0]=>
  int(-1)
  [1]=>
  int(-2)
  [2]=>
  int(-3)
}
int(-1)
string(7) "changed"
string(9) "via outer"
int(6)
Error: An iterator cannot be used with foreach by reference
array(2) {
  [0]=>
  int(1)
  [1]=>
  &string(4) "last"
}
O:11:"ArrayObject":4:{i:0;i:0;i:1;a:2:{i:0;i:1;i:1;s:4:"last";}i:2;a:0:{}i:3;N;}
string(18) "{"0":1,"1":"last"}"
array(2) {
  [0]=>
  int(1)
  [1]=>
  &string(4) "last"
}
