--TEST--
Nested arrays are copied by value too
--FILE--
<?php
$a = ['inner' => [1, 2]];
$b = $a;
$b['inner'][] = 3;
var_dump(count($a['inner']), count($b['inner']));
function modify(array $x) { $x['inner'][] = 99; return $x; }
$c = modify($a);
var_dump($a, $c);
--EXPECT--
int(2)
int(3)
array(1) {
  ["inner"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
array(1) {
  ["inner"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(99)
  }
}
