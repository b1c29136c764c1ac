--TEST--
runner: --ARGS-- become $argv after the script name
--ARGS--
one "two words" three
--FILE--
<?php
var_dump($argc, array_slice($argv, 1));
--EXPECT--
int(4)
array(3) {
  [0]=>
  string(3) "one"
  [1]=>
  string(9) "two words"
  [2]=>
  string(5) "three"
}
