--TEST--
unserialize_callback_func naming a missing function throws; known classes do not call it
--INI--
unserialize_callback_func=no_such_loader
--FILE--
<?php
class Known { public $a = 1; }
var_dump(unserialize('O:5:"Known":1:{s:1:"a";i:2;}'));
try { unserialize('O:7:"Missing":0:{}'); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
object(Known)#1 (1) {
  ["a"]=>
  int(2)
}
Error: Invalid callback no_such_loader, function "no_such_loader" not found or invalid function name
