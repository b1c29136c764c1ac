--TEST--
references survive a round trip
--FILE--
<?php
$x = 'shared';
$a = ['a' => &$x, 'b' => &$x, 'c' => $x];
$b = unserialize(serialize($a));
$b['a'] = 'new';
var_dump($b);
--EXPECT--
array(3) {
  ["a"]=>
  &string(3) "new"
  ["b"]=>
  &string(3) "new"
  ["c"]=>
  string(6) "shared"
}
