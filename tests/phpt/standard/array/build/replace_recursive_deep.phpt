--TEST--
array_replace_recursive() three levels
--FILE--
<?php
var_dump(array_replace_recursive(['a' => ['b' => ['c' => 1, 'd' => 2]]], ['a' => ['b' => ['d' => 3, 'e' => 4]]]));
--EXPECT--
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(3) {
      ["c"]=>
      int(1)
      ["d"]=>
      int(3)
      ["e"]=>
      int(4)
    }
  }
}
