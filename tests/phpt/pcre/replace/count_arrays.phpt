--TEST--
count over several patterns and subjects
--FILE--
<?php
var_dump(preg_replace(['/a/', '/b/'], 'x', ['aab', 'bb', 'c'], -1, $c), $c);
--EXPECT--
array(3) {
  [0]=>
  string(3) "xxx"
  [1]=>
  string(2) "xx"
  [2]=>
  string(1) "c"
}
int(5)
