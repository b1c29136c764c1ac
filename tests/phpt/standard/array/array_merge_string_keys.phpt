--TEST--
array_merge later string keys overwrite earlier ones
--FILE--
<?php
var_dump(array_merge(['a' => 1, 'b' => 2], ['b' => 3, 'c' => 4], ['a' => 5]));
--EXPECT--
array(3) {
  ["a"]=>
  int(5)
  ["b"]=>
  int(3)
  ["c"]=>
  int(4)
}
