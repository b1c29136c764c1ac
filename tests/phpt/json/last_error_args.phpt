--TEST--
json_last_error takes no arguments
--FILE--
<?php
try { json_last_error(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { json_last_error_msg(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
json_last_error() expects exactly 0 arguments, 1 given
json_last_error_msg() expects exactly 0 arguments, 1 given
