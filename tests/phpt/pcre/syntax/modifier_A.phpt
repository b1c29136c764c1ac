--TEST--
the A modifier anchors at the start
--FILE--
<?php
var_dump(preg_match('/b/A', 'ab'));
var_dump(preg_match('/a/A', 'ab'));
var_dump(preg_match_all('/a/A', 'aab', $m), $m);
--EXPECT--
int(0)
int(1)
int(2)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
}
