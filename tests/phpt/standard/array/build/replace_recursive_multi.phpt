--TEST--
array_replace_recursive() with several replacements
--FILE--
<?php
var_dump(array_replace_recursive([1, [2, 3]], [1 => [1 => 'x']], [1 => [0 => 'y']]));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    string(1) "y"
    [1]=>
    string(1) "x"
  }
}
