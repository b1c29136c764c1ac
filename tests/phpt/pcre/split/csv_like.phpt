--TEST--
a CSV-like split with a lookbehind
--FILE--
<?php
var_dump(preg_split('/(?<!\\\\),/', 'a,b\,c,d'));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "b\,c"
  [2]=>
  string(1) "d"
}
