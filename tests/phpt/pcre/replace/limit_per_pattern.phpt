--TEST--
the limit applies to each pattern and subject separately
--FILE--
<?php
var_dump(preg_replace(['/a/', '/b/'], 'x', ['aabb', 'abab'], 1, $c), $c);
--EXPECT--
array(2) {
  [0]=>
  string(4) "xaxb"
  [1]=>
  string(4) "xxab"
}
int(4)
