--TEST--
closures keep state across calls
--FILE--
<?php
$seen = [];
preg_replace_callback('/\b(\w)\w*/', function ($m) use (&$seen) { $seen[] = $m[1]; return ''; }, 'alpha beta gamma');
var_dump($seen);
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "g"
}
