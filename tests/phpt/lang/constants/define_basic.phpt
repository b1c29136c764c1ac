--TEST--
define and use constants
--FILE--
<?php
define('GREETING', 'hello');
define('NUM', 42);
define('ARR', [1, 2]);
var_dump(GREETING, NUM, ARR, ARR[1]);
--EXPECT--
string(5) "hello"
int(42)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
