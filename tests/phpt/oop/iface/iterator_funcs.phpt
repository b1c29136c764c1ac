--TEST--
iterator_to_array with and without keys, iterator_count, iterator_apply
--FILE--
<?php
function g() { yield 'a' => 1; yield 'a' => 2; yield 'b' => 3; }
var_dump(iterator_to_array(g()), iterator_to_array(g(), false), iterator_count(g()));
$it = new ArrayIterator([1, 2, 3]);
$sum = 0;
$n = iterator_apply($it, function () use ($it, &$sum) { $sum += $it->current(); return $it->current() < 2; });
var_dump($n, $sum);
var_dump(iterator_to_array([1, 2]), iterator_count([1, 2, 3]));
--EXPECT--
array(2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(3)
int(2)
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(3)
